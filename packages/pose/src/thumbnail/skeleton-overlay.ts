import { LM, NUM_LANDMARKS, type LandmarkName } from '../model/keypoints';
import { boxBlurRegion, drawLine, fillDisc, type Rgb, type RgbImage } from './rgb-image';

/** Body connections drawn on thumbnails (face points are blurred, not drawn). */
export const SKELETON_EDGES: readonly (readonly [LandmarkName, LandmarkName])[] = [
  ['left_shoulder', 'right_shoulder'],
  ['left_hip', 'right_hip'],
  ['left_shoulder', 'left_hip'],
  ['right_shoulder', 'right_hip'],
  ['left_shoulder', 'left_elbow'],
  ['left_elbow', 'left_wrist'],
  ['right_shoulder', 'right_elbow'],
  ['right_elbow', 'right_wrist'],
  ['left_wrist', 'left_index'],
  ['right_wrist', 'right_index'],
  ['left_hip', 'left_knee'],
  ['left_knee', 'left_ankle'],
  ['left_ankle', 'left_heel'],
  ['left_heel', 'left_foot_index'],
  ['left_ankle', 'left_foot_index'],
  ['right_hip', 'right_knee'],
  ['right_knee', 'right_ankle'],
  ['right_ankle', 'right_heel'],
  ['right_heel', 'right_foot_index'],
  ['right_ankle', 'right_foot_index'],
];
const FACE: LandmarkName[] = [
  'nose',
  'left_eye_inner',
  'left_eye',
  'left_eye_outer',
  'right_eye_inner',
  'right_eye',
  'right_eye_outer',
  'left_ear',
  'right_ear',
  'mouth_left',
  'mouth_right',
];

export interface OverlayOptions {
  /** keypoints below this score are not drawn */
  minScore?: number;
  lineColor?: Rgb;
  jointColor?: Rgb;
  /** line thickness in pixels; default scales with the image (about 1/120 of the longest side) */
  thickness?: number;
}

/** [x, y, score] * 33 in the image's own pixels. */
export type ImageKeypoints = Float32Array | readonly number[];

const point = (kp: ImageKeypoints, n: LandmarkName): [number, number, number] => {
  const i = LM[n];
  return [kp[i * 3] ?? 0, kp[i * 3 + 1] ?? 0, kp[i * 3 + 2] ?? 0];
};

/**
 * The face box to anonymise: the extent of the face keypoints, padded to a head-sized square.
 * By default every face point counts whatever its score: BlazePose always estimates them, and a
 * low visibility score on a face that is in fact visible must not leave it unblurred (a back view
 * just gets the back of the head blurred). Null only when there are no keypoints at all.
 */
export function faceBox(
  kp: ImageKeypoints,
  minScore = 0,
): { x0: number; y0: number; x1: number; y1: number } | null {
  const pts = FACE.map((n) => point(kp, n)).filter((p) => p[2] >= minScore);
  if (!pts.length) return null;
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const [ls, rs] = [point(kp, 'left_shoulder'), point(kp, 'right_shoulder')];
  const shoulderWidth = Math.hypot(ls[0] - rs[0], ls[1] - rs[1]);
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  // a head is roughly half a shoulder width wide; take the larger estimate, with margin
  const size = Math.max(extent * 1.8, shoulderWidth * 0.6, 24);
  const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
  const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
  return { x0: cx - size / 2, y0: cy - size * 0.6, x1: cx + size / 2, y1: cy + size * 0.5 };
}

/** Blurs the face region in place; returns the box used (null = no face found). */
export function blurFace(img: RgbImage, kp: ImageKeypoints): ReturnType<typeof faceBox> {
  const box = faceBox(kp);
  if (!box) return null;
  const radius = Math.max(3, Math.round((box.x1 - box.x0) / 6));
  boxBlurRegion(img, box.x0, box.y0, box.x1, box.y1, radius, 3);
  return box;
}

/** Draws the body skeleton (thick lines, joint dots) in place. */
export function drawSkeleton(img: RgbImage, kp: ImageKeypoints, o: OverlayOptions = {}): number {
  if (kp.length < NUM_LANDMARKS * 3) return 0;
  const minScore = o.minScore ?? 0.5;
  const thickness = o.thickness ?? Math.max(3, Math.round(Math.max(img.width, img.height) / 120));
  const lineColor = o.lineColor ?? [0, 230, 118];
  const jointColor = o.jointColor ?? [255, 255, 255];
  let drawn = 0;
  for (const [a, b] of SKELETON_EDGES) {
    const pa = point(kp, a);
    const pb = point(kp, b);
    if (pa[2] < minScore || pb[2] < minScore) continue;
    drawLine(img, pa[0], pa[1], pb[0], pb[1], thickness, lineColor);
    drawn++;
  }
  const joints = new Set(SKELETON_EDGES.flat());
  for (const n of joints) {
    const p = point(kp, n);
    if (p[2] >= minScore) fillDisc(img, p[0], p[1], thickness * 0.9, jointColor);
  }
  return drawn;
}
