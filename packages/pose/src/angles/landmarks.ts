import { LM, NUM_LANDMARKS, type LandmarkName, type PoseFrame } from '../model/keypoints';
import type { Vec3 } from './vec';

export interface Landmark extends Vec3 {
  score: number;
}

/** A skeleton in one coordinate system (world metres, or image pixels with z = 0). */
export interface Skeleton {
  points: readonly Landmark[];
  is3d: boolean;
}

export function landmark(s: Skeleton, name: LandmarkName): Landmark {
  const p = s.points[LM[name]];
  // a decoded frame always has 33 points; a missing one reads as invisible
  return p ?? { x: 0, y: 0, z: 0, score: 0 };
}

export function minScore(s: Skeleton, names: readonly LandmarkName[]): number {
  let m = 1;
  for (const n of names) m = Math.min(m, landmark(s, n).score);
  return m;
}

/**
 * Keypoints outside the picture are extrapolated by BlazePose with a confident score (baseline
 * pitfall 6: "a person found is not a good skeleton"). Their score is capped so the joints that
 * use them are reported as hidden instead of measured.
 */
export const OUT_OF_FRAME_SCORE = 0.3;
const EDGE_MARGIN = 0.01;

function outOfFrame(x: number, y: number, width: number, height: number): boolean {
  const mx = width * EDGE_MARGIN;
  const my = height * EDGE_MARGIN;
  return x < -mx || y < -my || x > width + mx || y > height + my;
}

/** Builds the world and image skeletons of one frame, applying the out-of-frame score cap. */
export function skeletonsOf(
  pose: NonNullable<PoseFrame['pose']>,
  size: { width: number; height: number } | null,
): { world: Skeleton | null; image: Skeleton } {
  const image: Landmark[] = [];
  const world: Landmark[] = [];
  for (let i = 0; i < NUM_LANDMARKS; i++) {
    const x = pose.image[i * 3] ?? 0;
    const y = pose.image[i * 3 + 1] ?? 0;
    let score = pose.image[i * 3 + 2] ?? 0;
    const cap = size && outOfFrame(x, y, size.width, size.height) ? OUT_OF_FRAME_SCORE : 1;
    score = Math.min(score, cap);
    image.push({ x, y, z: 0, score });
    if (pose.world) {
      world.push({
        x: pose.world[i * 4] ?? 0,
        y: pose.world[i * 4 + 1] ?? 0,
        z: pose.world[i * 4 + 2] ?? 0,
        score: Math.min(pose.world[i * 4 + 3] ?? 0, cap),
      });
    }
  }
  return {
    world: pose.world ? { points: world, is3d: true } : null,
    image: { points: image, is3d: false },
  };
}
