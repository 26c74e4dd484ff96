import type { PoseDocument } from '@ergo/contracts';

/** The pose document with each frame's keypoints as [x, y, score] triples, as the player draws them. */
export interface PoseTrack extends Omit<PoseDocument, 'frames'> {
  frames: { time: number; keypoints: number[][] | null }[];
}

/** The served flat keypoint lists (x, y, score, x, y, score, …) cut into triples. */
export function keypointTriples(pose: PoseDocument): PoseTrack {
  const triples = (flat: readonly number[]) => {
    const out: number[][] = [];
    for (let i = 0; i + 2 < flat.length; i += 3)
      out.push([flat[i] ?? 0, flat[i + 1] ?? 0, flat[i + 2] ?? 0]);
    return out;
  };
  return {
    ...pose,
    frames: pose.frames.map((frame) => ({
      time: frame.time,
      keypoints: frame.keypoints ? triples(frame.keypoints) : null,
    })),
  };
}

/** BlazePose 33 landmarks: index pairs to join, body first (the face is left out on purpose). */
export const POSE_CONNECTIONS: readonly (readonly [number, number])[] = [
  [11, 12], // shoulders
  [11, 13],
  [13, 15],
  [15, 17],
  [15, 19],
  [15, 21],
  [17, 19], // left arm and hand
  [12, 14],
  [14, 16],
  [16, 18],
  [16, 20],
  [16, 22],
  [18, 20], // right arm and hand
  [11, 23],
  [12, 24],
  [23, 24], // torso
  [23, 25],
  [25, 27],
  [27, 29],
  [27, 31],
  [29, 31], // left leg
  [24, 26],
  [26, 28],
  [28, 30],
  [28, 32],
  [30, 32], // right leg
  [7, 11],
  [8, 12], // ears to shoulders: the neck
];
/** Points drawn as dots: ears (head), shoulders, elbows, wrists, hips, knees, ankles. */
export const POSE_JOINTS = [7, 8, 11, 12, 13, 14, 15, 16, 23, 24, 25, 26, 27, 28] as const;
export const MIN_KEYPOINT_SCORE = 0.3;

/** The pose frame nearest to a time (frames are sorted by time); null when none is near enough. */
export function poseFrameAt(pose: PoseTrack, time: number): PoseTrack['frames'][number] | null {
  const frames = pose.frames;
  if (frames.length === 0) return null;
  let lo = 0;
  let hi = frames.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((frames[mid]?.time ?? 0) < time) lo = mid + 1;
    else hi = mid;
  }
  const after = frames[lo];
  const before = frames[Math.max(0, lo - 1)];
  const best =
    before && after && Math.abs(before.time - time) <= Math.abs(after.time - time) ? before : after;
  if (!best) return null;
  // More than two sampling intervals away: the person was not tracked there.
  const tolerance = pose.fps > 0 ? 2 / pose.fps : 0.5;
  return Math.abs(best.time - time) <= tolerance ? best : null;
}

/** Where the video picture sits inside its element (object-fit: contain): scale and offsets. */
export function containBox(
  videoWidth: number,
  videoHeight: number,
  boxWidth: number,
  boxHeight: number,
) {
  if (videoWidth <= 0 || videoHeight <= 0) return { scale: 1, x: 0, y: 0 };
  const scale = Math.min(boxWidth / videoWidth, boxHeight / videoHeight);
  return {
    scale,
    x: (boxWidth - videoWidth * scale) / 2,
    y: (boxHeight - videoHeight * scale) / 2,
  };
}

/** Draws one frame's skeleton on a canvas of the element's size. */
export function drawSkeleton(
  context: CanvasRenderingContext2D,
  keypoints: number[][] | null,
  video: { width: number; height: number },
  box: { width: number; height: number },
  colour = '#38d9a9',
): void {
  context.clearRect(0, 0, box.width, box.height);
  if (!keypoints) return;
  const { scale, x, y } = containBox(video.width, video.height, box.width, box.height);
  const point = (index: number) => {
    const k = keypoints[index];
    if (!k || (k[2] ?? 0) < MIN_KEYPOINT_SCORE || k[0] === undefined || k[1] === undefined)
      return null;
    return [x + k[0] * scale, y + k[1] * scale] as const;
  };
  context.lineWidth = Math.max(2, 3 * scale);
  context.lineCap = 'round';
  context.strokeStyle = colour;
  context.shadowColor = 'rgba(0,0,0,0.6)';
  context.shadowBlur = 3;
  for (const [a, b] of POSE_CONNECTIONS) {
    const p = point(a);
    const q = point(b);
    if (!p || !q) continue;
    context.beginPath();
    context.moveTo(p[0], p[1]);
    context.lineTo(q[0], q[1]);
    context.stroke();
  }
  context.fillStyle = '#ffffff';
  for (const index of POSE_JOINTS) {
    const p = point(index);
    if (!p) continue;
    context.beginPath();
    context.arc(p[0], p[1], Math.max(2.5, 4 * scale), 0, Math.PI * 2);
    context.fill();
  }
}
