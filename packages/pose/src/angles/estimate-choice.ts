import type { AxialAngleKey, MeasuredValue, Side, SidedAngleKey } from '@ergo/ergonomics';
import type { LandmarkName } from '../model/keypoints';
import type { BodyFrame } from './body-frames';
import { landmark, type Skeleton } from './landmarks';
import type { SegmentName } from './proportions';
import { DEG, mid, norm, sub, type Vec3 } from './vec';

/**
 * The camera sees the worker side-on when the pelvis is turned 60–120° from it (the range
 * camera-view.ts calls 'side'): the body's sagittal plane is then within 30° of the picture.
 */
export const SIDE_ON_MIN_DEG = 60;

/** A segment further out of the picture's plane than this is foreshortened too much for 2D. */
export const MAX_OUT_OF_PLANE_DEG = 30;

export function isSideOn(cameraYaw: number | null): boolean {
  return (
    cameraYaw !== null && Math.abs(Math.sin(cameraYaw / DEG)) >= Math.sin(SIDE_ON_MIN_DEG / DEG)
  );
}

/**
 * The body side turned to a side-on camera: the pelvis's lateral axis points to the person's left,
 * and the camera looks along +z, so a left side nearer the camera has its lateral axis toward -z.
 */
export function cameraSideOf(pelvis: BodyFrame | null, cameraYaw: number | null): Side | null {
  if (!pelvis || !isSideOn(cameraYaw)) return null;
  return pelvis.lateral.z < 0 ? 'left' : 'right';
}

/**
 * A body segment between two landmarks (or midpoints of two pairs), with the name its length has
 * among body proportions (none for the neck: shoulders to ears is no segment of known length).
 */
interface Segment {
  from: readonly LandmarkName[];
  to: readonly LandmarkName[];
  proportion: { name: SegmentName; side: Side | null } | null;
}
const TRUNK: Segment = {
  from: ['left_hip', 'right_hip'],
  to: ['left_shoulder', 'right_shoulder'],
  proportion: { name: 'trunk', side: null },
};
const sided = (side: Side, a: string, b: string, name: SegmentName): Segment => ({
  from: [`${side}_${a}` as LandmarkName],
  to: [`${side}_${b}` as LandmarkName],
  proportion: { name, side },
});

/** The segments each sagittal angle is made of: 2D reads it well when all lie near the picture. */
const AXIAL_SEGMENTS: Partial<Record<AxialAngleKey, readonly Segment[]>> = {
  trunk_flexion: [TRUNK],
  neck_flexion: [
    TRUNK,
    {
      from: ['left_shoulder', 'right_shoulder'],
      to: ['left_ear', 'right_ear'],
      proportion: null,
    },
  ],
};
const SIDED_SEGMENTS = (side: Side): Partial<Record<SidedAngleKey, readonly Segment[]>> => {
  const upperArm = sided(side, 'shoulder', 'elbow', 'upper_arm');
  const thigh = sided(side, 'hip', 'knee', 'thigh');
  return {
    upper_arm_flexion: [TRUNK, upperArm],
    elbow_flexion: [upperArm, sided(side, 'elbow', 'wrist', 'forearm')],
    knee_flexion: [thigh, sided(side, 'knee', 'ankle', 'shank')],
    hip_flexion: [TRUNK, thigh],
  };
};

/** Angle of a 3D segment out of the picture's plane (the camera looks along z). */
function outOfPlaneDeg(world: Skeleton, { from, to }: Segment): number {
  const at = (names: readonly LandmarkName[]): Vec3 =>
    names.length === 2
      ? mid(landmark(world, names[0] ?? 'nose'), landmark(world, names[1] ?? 'nose'))
      : landmark(world, names[0] ?? 'nose');
  const v = sub(at(to), at(from));
  const n = norm(v);
  return n > 0 ? Math.asin(Math.min(1, Math.abs(v.z) / n)) * DEG : 90;
}

/**
 * Within 30° of the picture's plane by the model's depth and, where the segment's length is known
 * (body proportions), by how long it looks: the model's depth under-reads a lean toward or away
 * from the camera, while a segment that looks 13% shorter than it is leaves the plane by 30°.
 */
const inPlane = (world: Skeleton, segments: readonly Segment[], leanOf: LeanByLength): boolean =>
  segments.every((s) => {
    const lean = s.proportion ? leanOf(s.proportion.name, s.proportion.side) : null;
    return outOfPlaneDeg(world, s) <= MAX_OUT_OF_PLANE_DEG && (lean ?? 0) < MAX_OUT_OF_PLANE_DEG;
  });

/** A segment's lean out of the picture by its length (proportions.ts), null where not seen clearly. */
export type LeanByLength = (name: SegmentName, side: Side | null) => number | null;
const noLengths: LeanByLength = () => null;

type Angles<K extends string> = Partial<Record<K, MeasuredValue | null>>;

/**
 * Per sagittal angle, the estimate the view reads best. With the camera side-on, a flexion in the
 * body's sagittal plane lies in the picture, where the 2D keypoints measure it directly, while the
 * model's depth (the 3D landmarks' z) is its weakest coordinate: the 2D angle is taken, provided
 * every segment of it lies within 30° of the picture's plane, by the model's depth and by its
 * length in the picture (`leanOf`: a forearm reaching toward the camera is foreshortened in 2D, so
 * it keeps its 3D angle, which depth from proportions may then correct). In any other view the 3D
 * angle is kept: flexion toward or away from the camera cannot be seen in the picture. A 2D value
 * replaces the 3D one only when it was measured; the result says which was used (`from2d`).
 */
export function chooseEstimates(
  world: Skeleton,
  threeD: {
    axial: Angles<AxialAngleKey>;
    left: Angles<SidedAngleKey>;
    right: Angles<SidedAngleKey>;
  },
  twoD: { axial: Angles<AxialAngleKey>; left: Angles<SidedAngleKey>; right: Angles<SidedAngleKey> },
  leanOf: LeanByLength = noLengths,
): { axial: Angles<AxialAngleKey>; left: Angles<SidedAngleKey>; right: Angles<SidedAngleKey> } {
  const pick = <K extends string>(
    three: Angles<K>,
    two: Angles<K>,
    segments: Partial<Record<K, readonly Segment[]>>,
  ): Angles<K> => {
    const out: Angles<K> = { ...three };
    for (const [key, segs] of Object.entries(segments) as [K, readonly Segment[]][]) {
      const v = two[key];
      if (v && inPlane(world, segs, leanOf)) out[key] = v;
    }
    return out;
  };
  return {
    axial: pick(threeD.axial, twoD.axial, AXIAL_SEGMENTS),
    left: pick(threeD.left, twoD.left, SIDED_SEGMENTS('left')),
    right: pick(threeD.right, twoD.right, SIDED_SEGMENTS('right')),
  };
}
