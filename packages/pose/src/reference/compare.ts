import { LM, type LandmarkName, type PoseTrack } from '../model/keypoints';

/** The 12 joints the recipe compared: shoulders, elbows, wrists, hips, knees, ankles. */
const CORE: LandmarkName[] = [
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
];
export const CORE_JOINTS: readonly number[] = CORE.map((n) => LM[n]);

export const median = (v: readonly number[]): number => {
  const s = [...v].filter(Number.isFinite).sort((x, y) => x - y);
  if (!s.length) return Number.NaN;
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] ?? Number.NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

/**
 * Per-frame mean distance over `joints` between two tracks with the same frame times, then the
 * median over frames (frames missing in either track are skipped). `space` picks 2D px or 3D m.
 */
export function keypointError(
  ours: PoseTrack,
  ref: PoseTrack,
  space: '2d' | '3d',
  joints: readonly number[] = CORE_JOINTS,
): { median: number; frames: number; perFrame: number[] } {
  const perFrame: number[] = [];
  ref.frames.forEach((rf, i) => {
    const of = ours.frames.find((f) => Math.abs(f.time - rf.time) < 1e-3) ?? ours.frames[i];
    const a = of?.pose;
    const b = rf.pose;
    if (!a || !b) return;
    let sum = 0;
    for (const j of joints) {
      if (space === '2d') {
        sum += Math.hypot(
          (a.image[j * 3] ?? 0) - (b.image[j * 3] ?? 0),
          (a.image[j * 3 + 1] ?? 0) - (b.image[j * 3 + 1] ?? 0),
        );
      } else {
        if (!a.world || !b.world) return;
        sum += Math.hypot(
          (a.world[j * 4] ?? 0) - (b.world[j * 4] ?? 0),
          (a.world[j * 4 + 1] ?? 0) - (b.world[j * 4 + 1] ?? 0),
          (a.world[j * 4 + 2] ?? 0) - (b.world[j * 4 + 2] ?? 0),
        );
      }
    }
    perFrame.push(sum / joints.length);
  });
  return { median: median(perFrame), frames: perFrame.length, perFrame };
}
