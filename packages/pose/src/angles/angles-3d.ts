import type { AxialAngleKey, MeasuredValue, Side, SidedAngleKey } from '@ergo/ergonomics';
import { pelvisFrame, thoraxFrame, type BodyFrame } from './body-frames';
import { measured, RELIABILITY } from './confidence';
import { both, landmark, minScore, seen, type Skeleton } from './landmarks';
import {
  angleBetween,
  cross,
  DEG,
  dot,
  elevationFromPlane,
  mid,
  norm,
  reject,
  scale,
  sub,
  unit,
  type Vec3,
} from './vec';

export interface WorldAngles {
  axial: Partial<Record<AxialAngleKey, MeasuredValue | null>>;
  left: Partial<Record<SidedAngleKey, MeasuredValue | null>>;
  right: Partial<Record<SidedAngleKey, MeasuredValue | null>>;
  pelvis: BodyFrame | null;
  thorax: BodyFrame | null;
  /** camera yaw of the pelvis, degrees: 0 = person faces the camera, +-180 = back to it, +-90 = side */
  cameraYaw: number | null;
}

const TORSO = ['left_shoulder', 'right_shoulder', 'left_hip', 'right_hip'] as const;

/**
 * Sagittal-plane angles lose flexion toward/away from the camera (pitfall 1). Their confidence is
 * scaled from 0.75 (facing or back to the camera) to 1 (side view).
 */
export function viewFactor(cameraYaw: number | null): number {
  if (cameraYaw === null) return 1;
  return 0.75 + 0.25 * Math.abs(Math.sin(cameraYaw / DEG));
}

/** Yaw of a body frame's forward axis seen from the camera (which looks along +z). */
export function yawOf(frame: BodyFrame): number {
  return Math.atan2(frame.forward.x, -frame.forward.z) * DEG;
}

/** Angle of `v` inside the plane spanned by `f` (positive side) and `u` (zero direction). */
const planeAngle = (v: Vec3, u: Vec3, f: Vec3): number => Math.atan2(dot(v, f), dot(v, u)) * DEG;

function axialAngles(
  s: Skeleton,
  pelvis: BodyFrame | null,
  thorax: BodyFrame | null,
  vf: number,
): WorldAngles['axial'] {
  const L = (n: Parameters<typeof landmark>[1]): Vec3 => landmark(s, n);
  const torsoScore = seen(s, TORSO);
  const out: WorldAngles['axial'] = {};
  if (pelvis && thorax) {
    const trunk = sub(thorax.origin, pelvis.origin);
    out.trunk_flexion = measured(
      planeAngle(trunk, pelvis.up, pelvis.forward),
      torsoScore,
      RELIABILITY.trunk_flexion * vf,
    );
    out.trunk_side_bend = measured(
      Math.abs(elevationFromPlane(trunk, pelvis.lateral)),
      torsoScore,
      RELIABILITY.trunk_side_bend,
    );
    // shoulder line against hip line, both seen along the trunk axis
    const shoulders = reject(sub(L('left_shoulder'), L('right_shoulder')), thorax.up);
    const hips = reject(sub(L('left_hip'), L('right_hip')), thorax.up);
    out.trunk_twist = measured(angleBetween(shoulders, hips), torsoScore, RELIABILITY.trunk_twist);
  } else {
    out.trunk_flexion = null;
    out.trunk_side_bend = null;
    out.trunk_twist = null;
  }
  if (thorax) {
    // shoulder -> ear, not -> nose: the nose carries a ~40 deg built-in forward offset
    const headScore = both(torsoScore, seen(s, ['left_ear', 'right_ear']));
    const head = sub(mid(L('left_ear'), L('right_ear')), thorax.origin);
    out.neck_flexion = measured(
      planeAngle(head, thorax.up, thorax.forward),
      headScore,
      RELIABILITY.neck_flexion * vf,
    );
    out.neck_side_bend = measured(
      Math.abs(elevationFromPlane(head, thorax.lateral)),
      headScore,
      RELIABILITY.neck_side_bend,
    );
    const ears = reject(sub(L('left_ear'), L('right_ear')), thorax.up);
    out.neck_twist = measured(
      angleBetween(ears, thorax.lateral),
      headScore,
      RELIABILITY.neck_twist,
    );
  } else {
    out.neck_flexion = null;
    out.neck_side_bend = null;
    out.neck_twist = null;
  }
  return out;
}

const SIDE_NAMES = {
  left: {
    shoulder: 'left_shoulder',
    elbow: 'left_elbow',
    wrist: 'left_wrist',
    index: 'left_index',
    pinky: 'left_pinky',
    hip: 'left_hip',
    knee: 'left_knee',
    ankle: 'left_ankle',
  },
  right: {
    shoulder: 'right_shoulder',
    elbow: 'right_elbow',
    wrist: 'right_wrist',
    index: 'right_index',
    pinky: 'right_pinky',
    hip: 'right_hip',
    knee: 'right_knee',
    ankle: 'right_ankle',
  },
} as const;

/**
 * Upper-arm flexion = elevation of the arm from trunk-down (so a 90 deg sideways raise scores like
 * a 90 deg forward raise, as REBA intends), negative (extension) only when the arm is behind the
 * body more than out to the side and below shoulder level. Abduction = how far the arm leaves
 * the thorax sagittal plane outward (negative = across the body).
 */
export function upperArmAngles(
  arm: Vec3,
  thorax: BodyFrame,
  side: Side,
): { flexion: number; abduction: number } {
  const outward = side === 'left' ? thorax.lateral : scale(thorax.lateral, -1);
  const af = dot(arm, thorax.forward);
  const au = dot(arm, thorax.up);
  const ao = dot(arm, outward);
  const elevation = angleBetween(arm, scale(thorax.up, -1));
  const extension = af < -Math.abs(ao) && au < 0;
  return {
    flexion: extension ? -elevation : elevation,
    abduction: elevationFromPlane(arm, outward),
  };
}

/**
 * Wrist angles from BlazePose's three hand points (wrist, index and pinky knuckles): the hand
 * direction (wrist -> mid knuckles) against the forearm, split into the palm plane (deviation)
 * and across it (flexion toward the palm positive). Low reliability, see confidence.ts.
 */
export function wristAngles(
  elbow: Vec3,
  wrist: Vec3,
  index: Vec3,
  pinky: Vec3,
  side: Side,
): { flexion: number; deviation: number } {
  const nan = { flexion: Number.NaN, deviation: Number.NaN };
  const f = unit(sub(wrist, elbow));
  if (!f) return nan;
  const hand = sub(mid(index, pinky), wrist);
  const radial = unit(reject(sub(index, pinky), f)); // pinky -> index = toward the thumb side
  if (!radial) return nan;
  // palm normal: for the right hand radial x forearm points out of the palm, mirrored for the left
  const palm = side === 'right' ? cross(radial, f) : cross(f, radial);
  if (norm(hand) === 0) return nan;
  return {
    flexion: Math.atan2(dot(hand, palm), dot(hand, f)) * DEG,
    deviation: Math.abs(Math.atan2(dot(hand, radial), dot(hand, f)) * DEG),
  };
}

function sidedAngles(
  s: Skeleton,
  side: Side,
  thorax: BodyFrame | null,
  vf: number,
): WorldAngles['left'] {
  const n = SIDE_NAMES[side];
  const P = (k: keyof typeof n): Vec3 => landmark(s, n[k]);
  const S = (...k: (keyof typeof n)[]) =>
    seen(
      s,
      k.map((x) => n[x]),
    );
  const torsoScore = seen(s, TORSO);
  const out: WorldAngles['left'] = {};
  const arm = sub(P('elbow'), P('shoulder'));
  const forearm = sub(P('wrist'), P('elbow'));
  const thigh = sub(P('knee'), P('hip'));
  const shank = sub(P('ankle'), P('knee'));
  if (thorax) {
    const ua = upperArmAngles(arm, thorax, side);
    const armScore = both(torsoScore, S('shoulder', 'elbow'));
    out.upper_arm_flexion = measured(ua.flexion, armScore, RELIABILITY.upper_arm_flexion * vf);
    out.upper_arm_abduction = measured(ua.abduction, armScore, RELIABILITY.upper_arm_abduction);
    // shoulder above the line through the shoulder midpoint perpendicular to the trunk axis
    const fromMid = sub(P('shoulder'), thorax.origin);
    out.shoulder_elevation = measured(
      elevationFromPlane(fromMid, thorax.up),
      torsoScore,
      RELIABILITY.shoulder_elevation,
    );
    out.hip_flexion = measured(
      planeAngle(thigh, scale(thorax.up, -1), thorax.forward),
      both(torsoScore, S('hip', 'knee')),
      RELIABILITY.hip_flexion * vf,
    );
  } else {
    out.upper_arm_flexion = null;
    out.upper_arm_abduction = null;
    out.shoulder_elevation = null;
    out.hip_flexion = null;
  }
  out.elbow_flexion = measured(
    angleBetween(arm, forearm),
    S('shoulder', 'elbow', 'wrist'),
    RELIABILITY.elbow_flexion,
  );
  const w = wristAngles(P('elbow'), P('wrist'), P('index'), P('pinky'), side);
  const wristScore = S('elbow', 'wrist', 'index', 'pinky');
  out.wrist_flexion = measured(w.flexion, wristScore, RELIABILITY.wrist_flexion);
  out.wrist_deviation = measured(w.deviation, wristScore, RELIABILITY.wrist_deviation);
  out.knee_flexion = measured(
    angleBetween(thigh, shank),
    S('hip', 'knee', 'ankle'),
    RELIABILITY.knee_flexion,
  );
  return out;
}

/** Every angle of one frame from the 3D world landmarks, in pelvis/thorax body frames. */
export function worldAngles(s: Skeleton): WorldAngles {
  const L = (n: Parameters<typeof landmark>[1]): Vec3 => landmark(s, n);
  const pelvis = pelvisFrame(L('left_hip'), L('right_hip'));
  const thorax = thoraxFrame(
    L('left_shoulder'),
    L('right_shoulder'),
    L('left_hip'),
    L('right_hip'),
  );
  const hipScore = minScore(s, ['left_hip', 'right_hip']);
  const cameraYaw = pelvis && hipScore >= 0.5 ? yawOf(pelvis) : null;
  const vf = viewFactor(cameraYaw);
  return {
    axial: axialAngles(s, pelvis, thorax, vf),
    left: sidedAngles(s, 'left', thorax, vf),
    right: sidedAngles(s, 'right', thorax, vf),
    pelvis,
    thorax,
    cameraYaw,
  };
}
