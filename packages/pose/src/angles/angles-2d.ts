import type { AxialAngleKey, MeasuredValue, Side, SidedAngleKey } from '@ergo/ergonomics';
import { FROM_2D_FACTOR, measured, RELIABILITY } from './confidence';
import { both, landmark, minScore, seen, type Skeleton } from './landmarks';
import { angleBetween, DEG, mid, sub, vec, type Vec3 } from './vec';

/**
 * Which way the person faces in the picture (+1 = toward +x, -1 = toward -x), from the feet
 * (heel -> toe) and failing that the face (mid-ear -> nose). 0 when it cannot be told, e.g. a
 * front view: 2D flexion is then unsigned and its confidence halved.
 */
export function facingSign2d(s: Skeleton): number {
  const feetScore = minScore(s, ['left_heel', 'right_heel', 'left_foot_index', 'right_foot_index']);
  if (feetScore >= 0.5) {
    const dx =
      landmark(s, 'left_foot_index').x -
      landmark(s, 'left_heel').x +
      (landmark(s, 'right_foot_index').x - landmark(s, 'right_heel').x);
    const footLen = Math.abs(landmark(s, 'left_foot_index').y - landmark(s, 'left_ankle').y) + 1;
    if (Math.abs(dx) > footLen * 0.5) return Math.sign(dx);
  }
  if (minScore(s, ['nose', 'left_ear', 'right_ear']) >= 0.5) {
    const ears = mid(landmark(s, 'left_ear'), landmark(s, 'right_ear'));
    const earGap = Math.abs(landmark(s, 'left_ear').x - landmark(s, 'right_ear').x);
    const dx = landmark(s, 'nose').x - ears.x;
    if (Math.abs(dx) > earGap) return Math.sign(dx);
  }
  return 0;
}

/**
 * Signed angle of `v` from `ref` in the image plane (y down), positive clockwise on screen, times
 * `facing`. Measured from an upward reference, clockwise = toward +x; from a downward reference
 * (arm, thigh) forward is counter-clockwise, so callers pass -facing there.
 */
function signedFrom(v: Vec3, ref: Vec3, facing: number): number {
  const a = Math.atan2(v.x, -v.y) * DEG - Math.atan2(ref.x, -ref.y) * DEG;
  const wrapped = ((a + 540) % 360) - 180;
  return facing === 0 ? Math.abs(wrapped) : wrapped * facing;
}

/** What the 3D landmarks tell the 2D angles: which way the person faces, and the view's factor. */
export interface ImageAngleOptions {
  /** +1 facing +x in the picture, -1 facing -x (from the 3D pelvis); else told from feet or face */
  facing?: number;
  /** confidence factor of the view (1 side-on); default FROM_2D_FACTOR when the view is unknown */
  factor?: number;
}

/**
 * The angles a single image can carry: sagittal flexions, best from a side view, and the hinge
 * joints. Every value is flagged `from2d`; side bend, twist, abduction, shoulder elevation and
 * wrist are not measurable and left null. Used for a side-on camera (see posture.ts) and as the
 * fallback when no world landmarks exist.
 */
export function imageAngles(
  s: Skeleton,
  options: ImageAngleOptions = {},
): {
  axial: Partial<Record<AxialAngleKey, MeasuredValue | null>>;
  left: Partial<Record<SidedAngleKey, MeasuredValue | null>>;
  right: Partial<Record<SidedAngleKey, MeasuredValue | null>>;
} {
  const P = (n: Parameters<typeof landmark>[1]): Vec3 => landmark(s, n);
  const facing = options.facing ?? facingSign2d(s);
  const base = options.factor ?? FROM_2D_FACTOR;
  // an unsigned flexion (the facing direction unknown) is worth half
  const k = base * (facing === 0 ? 0.5 : 1);
  const up = vec(0, -1, 0);
  const hips = mid(P('left_hip'), P('right_hip'));
  const shoulders = mid(P('left_shoulder'), P('right_shoulder'));
  const trunk = sub(shoulders, hips);
  const torsoScore = seen(s, ['left_shoulder', 'right_shoulder', 'left_hip', 'right_hip']);
  const headScore = both(torsoScore, seen(s, ['left_ear', 'right_ear']));
  const head = sub(mid(P('left_ear'), P('right_ear')), shoulders);
  const down = vec(-trunk.x, -trunk.y, 0);
  const sided = (side: Side): Partial<Record<SidedAngleKey, MeasuredValue | null>> => {
    const n = (j: string): Parameters<typeof landmark>[1] =>
      `${side}_${j}` as Parameters<typeof landmark>[1];
    const arm = sub(P(n('elbow')), P(n('shoulder')));
    const forearm = sub(P(n('wrist')), P(n('elbow')));
    const thigh = sub(P(n('knee')), P(n('hip')));
    const shank = sub(P(n('ankle')), P(n('knee')));
    const armScore = both(torsoScore, seen(s, [n('shoulder'), n('elbow')]));
    return {
      upper_arm_flexion: measured(
        signedFrom(arm, down, -facing),
        armScore,
        RELIABILITY.upper_arm_flexion * k,
        true,
      ),
      upper_arm_abduction: null,
      shoulder_elevation: null,
      elbow_flexion: measured(
        angleBetween(arm, forearm),
        seen(s, [n('shoulder'), n('elbow'), n('wrist')]),
        RELIABILITY.elbow_flexion * base,
        true,
      ),
      wrist_flexion: null,
      wrist_deviation: null,
      knee_flexion: measured(
        angleBetween(thigh, shank),
        seen(s, [n('hip'), n('knee'), n('ankle')]),
        RELIABILITY.knee_flexion * base,
        true,
      ),
      hip_flexion: measured(
        signedFrom(thigh, down, -facing),
        both(torsoScore, seen(s, [n('hip'), n('knee')])),
        RELIABILITY.hip_flexion * k,
        true,
      ),
    };
  };
  return {
    axial: {
      trunk_flexion: measured(
        signedFrom(trunk, up, facing),
        torsoScore,
        RELIABILITY.trunk_flexion * k,
        true,
      ),
      trunk_side_bend: null,
      trunk_twist: null,
      neck_flexion: measured(
        signedFrom(head, trunk, facing),
        headScore,
        RELIABILITY.neck_flexion * k,
        true,
      ),
      neck_side_bend: null,
      neck_twist: null,
    },
    left: sided('left'),
    right: sided('right'),
  };
}
