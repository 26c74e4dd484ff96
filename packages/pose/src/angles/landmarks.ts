import { LM, NUM_LANDMARKS, type LandmarkName, type PoseFrame } from '../model/keypoints';
import type { Vec3 } from './vec';

export interface Landmark extends Vec3 {
  score: number;
  /** false when the keypoint lies outside the picture (BlazePose extrapolated it there) */
  inFrame: boolean;
}

/** A skeleton in one coordinate system (world metres, or image pixels with z = 0). */
export interface Skeleton {
  points: readonly Landmark[];
  is3d: boolean;
}

export function landmark(s: Skeleton, name: LandmarkName): Landmark {
  const p = s.points[LM[name]];
  // a decoded frame always has 33 points; a missing one reads as out of the picture
  return p ?? { x: 0, y: 0, z: 0, score: 0, inFrame: false };
}

export function minScore(s: Skeleton, names: readonly LandmarkName[]): number {
  let m = 1;
  for (const n of names) m = Math.min(m, landmark(s, n).score);
  return m;
}

/** How well the landmarks a value uses are seen: the lowest score, and whether all are in the picture. */
export interface Seen {
  score: number;
  inFrame: boolean;
}

export function seen(s: Skeleton, names: readonly LandmarkName[]): Seen {
  return {
    score: minScore(s, names),
    inFrame: names.every((n) => landmark(s, n).inFrame),
  };
}

/** Landmarks seen together: the lowest score, in the picture only if every group is. */
export const both = (...groups: Seen[]): Seen => ({
  score: Math.min(1, ...groups.map((g) => g.score)),
  inFrame: groups.every((g) => g.inFrame),
});

/**
 * Keypoints outside the picture are extrapolated by BlazePose, often with a confident score
 * (baseline pitfall 6: "a person found is not a good skeleton"). They are marked out of the
 * picture, and every value using them is left unmeasured; a keypoint inside the picture keeps its
 * score, however low, and is measured (marked low confidence below MIN_KEYPOINT_SCORE).
 */
const EDGE_MARGIN = 0.01;

function outOfFrame(x: number, y: number, width: number, height: number): boolean {
  const mx = width * EDGE_MARGIN;
  const my = height * EDGE_MARGIN;
  return x < -mx || y < -my || x > width + mx || y > height + my;
}

/** Builds the world and image skeletons of one frame, marking keypoints outside the picture. */
export function skeletonsOf(
  pose: NonNullable<PoseFrame['pose']>,
  size: { width: number; height: number } | null,
): { world: Skeleton | null; image: Skeleton } {
  const image: Landmark[] = [];
  const world: Landmark[] = [];
  for (let i = 0; i < NUM_LANDMARKS; i++) {
    const x = pose.image[i * 3] ?? 0;
    const y = pose.image[i * 3 + 1] ?? 0;
    const inFrame = !(size && outOfFrame(x, y, size.width, size.height));
    image.push({ x, y, z: 0, score: pose.image[i * 3 + 2] ?? 0, inFrame });
    if (pose.world) {
      world.push({
        x: pose.world[i * 4] ?? 0,
        y: pose.world[i * 4 + 1] ?? 0,
        z: pose.world[i * 4 + 2] ?? 0,
        score: pose.world[i * 4 + 3] ?? 0,
        inFrame,
      });
    }
  }
  return {
    world: pose.world ? { points: world, is3d: true } : null,
    image: { points: image, is3d: false },
  };
}
