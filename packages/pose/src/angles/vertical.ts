import type { LandmarkName, PoseFrame } from '../model/keypoints';
import { CAMERA_UP } from './body-frames';
import { MIN_KEYPOINT_SCORE } from './confidence';
import { landmark, skeletonsOf, type Skeleton } from './landmarks';
import { angleBetween, mid, sub, unit, vec, type Vec3 } from './vec';

/*
 * The video's vertical from the worker's own straight stances (issue 31, item 2). BlazePose's
 * world landmarks are in the camera's axes, so "from vertical" angles (trunk flexion and side
 * bend, the picture's trunk, seated thighs, hand heights) are from the camera's vertical: a phone
 * pitched down to film a worker adds its pitch to every trunk angle. Gravity is in the picture
 * too: a body standing straight (knees straight, trunk in line with the legs) can only stand
 * still with its centre of mass over the feet, so the line from the ankles to the shoulders is
 * vertical within the sway and forward lean of quiet standing (about 2–3°: Winter 1995, "Human
 * balance and posture control during standing and walking", Gait & Posture 3:193). The median of
 * that line over the video's straight stances is its vertical. Chosen from the mechanics, not from
 * any expert-scored still (a still has one frame and is never calibrated).
 */

/** Knees straighter than this (thigh against shank, degrees) count as straight. */
const MAX_KNEE_BEND_DEG = 15;
/** The trunk in line with the legs (ankles → hips against hips → shoulders) within this. */
const MAX_HIP_BEND_DEG = 10;
/** A stance this far from the camera's vertical is not taken: a lean, a fall, a lying worker. */
export const MAX_CAMERA_TILT_DEG = 30;
/** A vertical needs straight stances in at least this many frames (never one still). */
export const MIN_STANCES = 5;

const STANCE: readonly LandmarkName[] = [
  'left_shoulder',
  'right_shoulder',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
];

export interface VerticalEstimate {
  /** gravity's up in the world landmarks' axes (x right, y down, z away from the camera) */
  up: Vec3;
  /** how far the camera's vertical is from gravity's, degrees */
  tiltDegrees: number;
  /** the straight stances it was read from */
  stances: number;
}

/** The ankles → shoulders line of a straight stance, or null when the frame shows none. */
export function straightStanceLine(world: Skeleton, image: Skeleton): Vec3 | null {
  const clear = STANCE.every((n) => {
    const p = landmark(image, n);
    return p.inFrame && p.score >= MIN_KEYPOINT_SCORE;
  });
  if (!clear) return null;
  const W = (n: LandmarkName) => landmark(world, n);
  const kneeBend = (side: 'left' | 'right') =>
    angleBetween(
      sub(W(`${side}_knee`), W(`${side}_hip`)),
      sub(W(`${side}_ankle`), W(`${side}_knee`)),
    );
  if (kneeBend('left') > MAX_KNEE_BEND_DEG || kneeBend('right') > MAX_KNEE_BEND_DEG) return null;
  const ankles = mid(W('left_ankle'), W('right_ankle'));
  const hips = mid(W('left_hip'), W('right_hip'));
  const shoulders = mid(W('left_shoulder'), W('right_shoulder'));
  if (angleBetween(sub(hips, ankles), sub(shoulders, hips)) > MAX_HIP_BEND_DEG) return null;
  const line = unit(sub(shoulders, ankles));
  if (!line || angleBetween(line, CAMERA_UP) > MAX_CAMERA_TILT_DEG) return null;
  return line;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[half] ?? 0)
    : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
};

/**
 * The video's vertical: the component-wise median of its straight stances' lines (robust to a
 * few misread frames), or null with fewer than MIN_STANCES of them. Angles are then measured from
 * it instead of the camera's vertical.
 */
export function estimateVertical(
  frames: readonly PoseFrame[],
  size: { width: number; height: number } | null,
): VerticalEstimate | null {
  const lines: Vec3[] = [];
  for (const frame of frames) {
    if (!frame.pose) continue;
    const { world, image } = skeletonsOf(frame.pose, size);
    const line = world ? straightStanceLine(world, image) : null;
    if (line) lines.push(line);
  }
  if (lines.length < MIN_STANCES) return null;
  const up = unit(
    vec(
      median(lines.map((l) => l.x)),
      median(lines.map((l) => l.y)),
      median(lines.map((l) => l.z)),
    ),
  );
  if (!up) return null;
  return { up, tiltDegrees: angleBetween(up, CAMERA_UP), stances: lines.length };
}
