import type { MeasuredValue } from '@ergo/ergonomics';
import type { LandmarkName } from '../model/keypoints';
import { CAMERA_UP, type BodyFrame } from './body-frames';
import { measured, MIN_KEYPOINT_SCORE } from './confidence';
import { both, landmark, seen, type Seen, type Skeleton } from './landmarks';
import { add, DEG, dot, norm, scale, sub, type Vec3 } from './vec';

/**
 * A thigh within this angle of the horizontal is "near horizontal" (a seat, a stool, a squat);
 * a standing or stooping thigh is within a few degrees of vertical. 45° is the midpoint: the thigh
 * is closer to horizontal than to vertical.
 */
export const THIGH_HORIZONTAL_DEG = 45;

/**
 * The body's centre of mass behind the heels by more than this means the pelvis is supported:
 * nobody balances unsupported with their weight behind their feet. The margin is about the
 * model's 3D keypoint error (4.4 cm median on Google's squat reference, README).
 */
export const SUPPORT_MARGIN_M = 0.05;

/**
 * Segment mass fractions and where each segment's mass is taken (its landmarks' midpoint): Winter,
 * Biomechanics and Motor Control of Human Movement (4th ed. 2009), Table 4.1: head and neck 0.081,
 * trunk 0.497, upper arm 0.028, forearm and hand 0.022, thigh 0.100, leg 0.0465, foot 0.0145.
 */
const SEGMENTS: readonly [number, readonly LandmarkName[]][] = [
  [0.081, ['left_ear', 'right_ear']],
  [0.497, ['left_shoulder', 'right_shoulder', 'left_hip', 'right_hip']],
  ...(['left', 'right'] as const).flatMap(
    (side) =>
      [
        [0.028, [`${side}_shoulder`, `${side}_elbow`]],
        [0.022, [`${side}_elbow`, `${side}_wrist`]],
        [0.1, [`${side}_hip`, `${side}_knee`]],
        [0.0465, [`${side}_knee`, `${side}_ankle`]],
        [0.0145, [`${side}_heel`, `${side}_foot_index`]],
      ] as [number, LandmarkName[]][],
  ),
];

function centreOfMass(s: Skeleton): Vec3 {
  let c: Vec3 = { x: 0, y: 0, z: 0 };
  for (const [mass, names] of SEGMENTS) c = add(c, scale(centre(s, names), mass));
  return c;
}

const FEET: Record<'left' | 'right', readonly LandmarkName[]> = {
  left: ['left_ankle', 'left_heel', 'left_foot_index'],
  right: ['right_ankle', 'right_heel', 'right_foot_index'],
};

/** A front or back camera: the worker's forward direction is the picture's depth. */
const DEPTH_VIEW_DEG = 30;

const centre = (s: Skeleton, names: readonly LandmarkName[]): Vec3 =>
  scale(
    names.map((n) => landmark(s, n) as Vec3).reduce((a, b) => add(a, b)),
    1 / names.length,
  );

/** A thigh's angle from the horizontal (the camera's), from the 3D world landmarks. */
function thighFromHorizontalDeg(world: Skeleton, side: 'left' | 'right'): number {
  const thigh = sub(landmark(world, `${side}_knee`), landmark(world, `${side}_hip`));
  const n = norm(thigh);
  return n > 0 ? Math.abs(Math.asin(dot(thigh, CAMERA_UP) / n) * DEG) : 90;
}

/**
 * Whether the worker sits: value 1 seated, 0 not, with the confidence of the landmarks it rests
 * on; null when the frame cannot tell. A seated reading lowers REBA's and RULA's leg score, so it
 * is taken only on positive evidence of support; where the picture cannot show it, the reading is
 * null and the scorer does not assume sitting (the Seated input states it).
 *
 * 1. The thighs (hip and knee in the picture) must be near horizontal in the camera's vertical
 *    (3D world landmarks): a thigh closer to vertical is standing, walking, stooping or kneeling,
 *    never sitting (0).
 * 2. Near-horizontal thighs are a seat or a squat. What tells them apart is support under the
 *    pelvis: unsupported, the body's centre of mass must be above the feet; behind the heels, the
 *    pelvis rests on something. With the feet seen clearly and the worker's forward direction in
 *    the picture (not a front or back camera), seated (1) when the centre of mass (Winter's
 *    segment masses) is behind the rearmost heel point by more than the margin, along the
 *    pelvis's forward direction; else a squat (0).
 * 3. Otherwise (feet under a desk or behind a counter, or a front or back camera, where the
 *    support would be read from the model's depth) a squat cannot be told apart (baseline
 *    pitfall 7): null.
 */
export function seatedMeasure(
  world: Skeleton,
  pelvis: BodyFrame | null,
  cameraYaw: number | null,
): MeasuredValue | null {
  if (!pelvis) return null;
  const legs = (['left', 'right'] as const).filter(
    (side) => seen(world, [`${side}_hip`, `${side}_knee`]).inFrame,
  );
  if (legs.length === 0) return null;
  const legSeen: Seen = both(
    seen(world, ['left_hip', 'right_hip']),
    ...legs.map((side) => seen(world, [`${side}_hip`, `${side}_knee`])),
  );
  const horizontal = legs.every(
    (side) => thighFromHorizontalDeg(world, side) <= THIGH_HORIZONTAL_DEG,
  );
  if (!horizontal) return measured(0, legSeen, 1, false, 1);
  const feet = seen(world, [...FEET.left, ...FEET.right]);
  const depthView =
    cameraYaw === null || Math.abs(Math.sin(cameraYaw / DEG)) < Math.sin(DEPTH_VIEW_DEG / DEG);
  if (depthView || !feet.inFrame || feet.score < MIN_KEYPOINT_SCORE) return null;
  const along = (p: Vec3) => dot(p, pelvis.forward);
  const rear = Math.min(...[...FEET.left, ...FEET.right].map((n) => along(landmark(world, n))));
  const behind = rear - along(centreOfMass(world));
  return measured(behind > SUPPORT_MARGIN_M ? 1 : 0, both(legSeen, feet), 1, false, 1);
}
