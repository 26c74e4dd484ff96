import { LM, NUM_LANDMARKS, type LandmarkName, type PoseFrame } from '../../src/model/keypoints';
import { add, cross, dot, scale, sub, unit, vec, type Vec3 } from '../../src/angles/vec';

/** Known joint angles of a synthetic skeleton, degrees. */
export interface SyntheticPose {
  /** rotation of the body about the vertical, degrees; 0 = facing the camera */
  yaw?: number;
  trunkFlexion?: number;
  trunkSideBend?: number;
  trunkTwist?: number;
  neckFlexion?: number;
  neckSideBend?: number;
  neckTwist?: number;
  left?: SyntheticSide;
  right?: SyntheticSide;
  /** lift this foot by metres */
  liftLeftFoot?: number;
}

export interface SyntheticSide {
  armFlexion?: number;
  armAbduction?: number;
  elbowFlexion?: number;
  wristFlexion?: number;
  wristDeviation?: number;
  hipFlexion?: number;
  kneeFlexion?: number;
  shoulderElevation?: number;
}

const rad = (d: number): number => (d * Math.PI) / 180;

/** Rodrigues rotation of v about the unit axis k by `deg` degrees. */
export function rotate(v: Vec3, k: Vec3, deg: number): Vec3 {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return add(add(scale(v, c), scale(cross(k, v), s)), scale(k, dot(k, v) * (1 - c)));
}

const must = (v: Vec3 | null): Vec3 => {
  if (!v) throw new Error('degenerate synthetic geometry');
  return v;
};

/**
 * Builds 33 world landmarks (BlazePose convention: x right, y down, z away from the camera) from
 * known angles, plus a plausible 2D projection, so angle functions can be checked exactly.
 */
export function syntheticLandmarks(p: SyntheticPose = {}): Record<LandmarkName, Vec3> {
  // body axes for yaw 0: person faces the camera, their left is +x
  const U0 = vec(0, -1, 0);
  const yaw = p.yaw ?? 0;
  const L = rotate(vec(1, 0, 0), U0, yaw);
  const F = cross(L, U0);
  const pts: Partial<Record<LandmarkName, Vec3>> = {};
  const pelvis = vec(0, 0, 0);
  pts.left_hip = add(pelvis, scale(L, 0.1));
  pts.right_hip = add(pelvis, scale(L, -0.1));
  // trunk: flex toward F (about L), then side bend toward the left (about F), then twist
  let trunkUp = rotate(U0, L, p.trunkFlexion ?? 0);
  trunkUp = rotate(trunkUp, F, -(p.trunkSideBend ?? 0));
  // thorax lateral: L carried along by the same rotations, then twisted about the trunk axis
  let tL = rotate(L, L, p.trunkFlexion ?? 0);
  tL = rotate(tL, F, -(p.trunkSideBend ?? 0));
  tL = rotate(tL, trunkUp, p.trunkTwist ?? 0);
  tL = must(unit(sub(tL, scale(trunkUp, dot(tL, trunkUp)))));
  const tF = cross(tL, trunkUp);
  const neck = add(pelvis, scale(trunkUp, 0.5));
  const elevate = (side: SyntheticSide | undefined): number =>
    Math.tan(rad(side?.shoulderElevation ?? 0)) * 0.18;
  pts.left_shoulder = add(add(neck, scale(tL, 0.18)), scale(trunkUp, elevate(p.left)));
  pts.right_shoulder = add(add(neck, scale(tL, -0.18)), scale(trunkUp, elevate(p.right)));
  // head: ears above the shoulder midpoint, tilted forward/sideways and turned
  let headUp = rotate(trunkUp, tL, p.neckFlexion ?? 0);
  headUp = rotate(headUp, tF, -(p.neckSideBend ?? 0));
  const headL = rotate(tL, trunkUp, p.neckTwist ?? 0);
  const headF = rotate(tF, trunkUp, p.neckTwist ?? 0);
  const headC = add(neck, scale(headUp, 0.15));
  pts.left_ear = add(headC, scale(headL, 0.07));
  pts.right_ear = add(headC, scale(headL, -0.07));
  pts.nose = add(add(headC, scale(headF, 0.1)), scale(headUp, -0.01));
  for (const [n, dl] of [
    ['left_eye_inner', 0.015],
    ['left_eye', 0.03],
    ['left_eye_outer', 0.045],
    ['right_eye_inner', -0.015],
    ['right_eye', -0.03],
    ['right_eye_outer', -0.045],
  ] as const) {
    pts[n] = add(add(headC, scale(headF, 0.08)), add(scale(headL, dl), scale(headUp, 0.03)));
  }
  pts.mouth_left = add(
    add(headC, scale(headF, 0.08)),
    add(scale(headL, 0.02), scale(headUp, -0.05)),
  );
  pts.mouth_right = add(
    add(headC, scale(headF, 0.08)),
    add(scale(headL, -0.02), scale(headUp, -0.05)),
  );

  for (const side of ['left', 'right'] as const) {
    const s = p[side] ?? {};
    const out = side === 'left' ? tL : scale(tL, -1);
    const shoulder = pts[`${side}_shoulder`] ?? neck;
    // arm: from trunk-down, flexed toward tF, then abducted outward
    const down = scale(trunkUp, -1);
    let arm = rotate(
      down,
      side === 'left' ? tL : scale(tL, -1),
      -(s.armFlexion ?? 0) * (side === 'left' ? 1 : -1),
    );
    if (s.armAbduction) {
      const axis = must(unit(cross(arm, out)));
      arm = rotate(arm, axis, s.armAbduction);
    }
    const elbow = add(shoulder, scale(arm, 0.3));
    // forearm bends in the plane of the arm and the forward direction (or outward if the arm is forward)
    const bendRef = Math.abs(dot(arm, tF)) > 0.9 ? trunkUp : tF;
    const bendAxis = must(unit(cross(arm, bendRef)));
    const fore = rotate(arm, bendAxis, s.elbowFlexion ?? 0);
    const wrist = add(elbow, scale(fore, 0.25));
    // palm: any normal of the forearm; radial side follows from the handedness rule
    const palm = unit(cross(fore, out)) ?? must(unit(cross(fore, tF)));
    const radial = side === 'right' ? cross(fore, palm) : cross(palm, fore);
    const fl = rad(s.wristFlexion ?? 0);
    const dv = rad(s.wristDeviation ?? 0);
    const hand = add(
      scale(add(scale(fore, Math.cos(fl)), scale(palm, Math.sin(fl))), Math.cos(dv)),
      scale(radial, Math.sin(dv)),
    );
    pts[`${side}_elbow`] = elbow;
    pts[`${side}_wrist`] = wrist;
    pts[`${side}_index`] = add(add(wrist, scale(hand, 0.08)), scale(radial, 0.02));
    pts[`${side}_pinky`] = add(add(wrist, scale(hand, 0.08)), scale(radial, -0.02));
    pts[`${side}_thumb`] = add(add(wrist, scale(hand, 0.04)), scale(radial, 0.04));
    // leg: thigh from straight down (camera vertical) flexed toward F, shank bent back by the knee angle
    const hip = pts[`${side}_hip`] ?? pelvis;
    const thighDir = rotate(scale(U0, -1), L, -(s.hipFlexion ?? 0));
    const knee = add(hip, scale(thighDir, 0.42));
    const shankDir = rotate(thighDir, L, s.kneeFlexion ?? 0);
    const lift = side === 'left' ? (p.liftLeftFoot ?? 0) : 0;
    const ankle = add(add(knee, scale(shankDir, 0.4)), scale(U0, lift));
    pts[`${side}_knee`] = knee;
    pts[`${side}_ankle`] = ankle;
    pts[`${side}_heel`] = add(add(ankle, scale(U0, -0.05)), scale(F, -0.05));
    pts[`${side}_foot_index`] = add(add(ankle, scale(U0, -0.06)), scale(F, 0.15));
  }
  return pts as Record<LandmarkName, Vec3>;
}

export interface FrameOptions {
  time?: number;
  score?: number;
  /** per-landmark score overrides */
  scores?: Partial<Record<LandmarkName, number>>;
  withWorld?: boolean;
  poseScore?: number;
  /** pixels per metre of the fake orthographic camera; the hips land at (cx, cy) */
  pxPerMetre?: number;
  cx?: number;
  cy?: number;
}

/** Packs synthetic landmarks into a PoseFrame with an orthographic 2D projection. */
export function syntheticFrame(p: SyntheticPose = {}, o: FrameOptions = {}): PoseFrame {
  return frameOfLandmarks(syntheticLandmarks(p), o);
}

/** Packs given landmarks (metres, BlazePose's axes) into a PoseFrame, as syntheticFrame does. */
export function frameOfLandmarks(pts: Record<LandmarkName, Vec3>, o: FrameOptions = {}): PoseFrame {
  const image = new Float32Array(NUM_LANDMARKS * 3);
  const world = new Float32Array(NUM_LANDMARKS * 4);
  const k = o.pxPerMetre ?? 400;
  for (const [name, i] of Object.entries(LM) as [LandmarkName, number][]) {
    const v = pts[name];
    const score = o.scores?.[name] ?? o.score ?? 0.99;
    image[i * 3] = (o.cx ?? 360) + v.x * k;
    image[i * 3 + 1] = (o.cy ?? 640) + v.y * k;
    image[i * 3 + 2] = score;
    world[i * 4] = v.x;
    world[i * 4 + 1] = v.y;
    world[i * 4 + 2] = v.z;
    world[i * 4 + 3] = score;
  }
  return {
    time: o.time ?? 0,
    pose: { score: o.poseScore ?? 0.99, image, world: o.withWorld === false ? null : world },
  };
}
