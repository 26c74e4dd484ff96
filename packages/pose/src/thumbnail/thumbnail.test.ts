import { describe, expect, it } from 'vitest';
import { video } from '../../test/helpers/media';
import { loadGoogleReference } from '../reference/google-reference';
import { LM } from '../model/keypoints';
import { runProcess } from '../media/run-process';
import type { RgbImage } from './rgb-image';
import { blurFace, drawSkeleton, faceBox } from './skeleton-overlay';
import { extractFrame, makeThumbnail, scaleKeypoints } from './thumbnail';

function variance(img: RgbImage, box: { x0: number; y0: number; x1: number; y1: number }): number {
  let n = 0;
  let s = 0;
  let s2 = 0;
  for (let y = Math.max(0, Math.ceil(box.y0)); y < Math.min(img.height, Math.floor(box.y1)); y++) {
    for (let x = Math.max(0, Math.ceil(box.x0)); x < Math.min(img.width, Math.floor(box.x1)); x++) {
      const o = (y * img.width + x) * 3;
      const g = ((img.data[o] ?? 0) + (img.data[o + 1] ?? 0) + (img.data[o + 2] ?? 0)) / 3;
      s += g;
      s2 += g * g;
      n++;
    }
  }
  return s2 / n - (s / n) ** 2;
}

const checker = (w: number, h: number): RgbImage => {
  const data = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      data.fill(((x >> 2) % 2) ^ ((y >> 2) % 2) ? 255 : 0, (y * w + x) * 3, (y * w + x) * 3 + 3);
  return { data, width: w, height: h };
};

/** A synthetic frontal skeleton in image pixels: head around (100, 40), shoulders at y 80. */
function keypoints(): Float32Array {
  const kp = new Float32Array(33 * 3).fill(0);
  const set = (n: keyof typeof LM, x: number, y: number): void => {
    kp.set([x, y, 0.99], LM[n] * 3);
  };
  set('nose', 100, 40);
  set('left_eye', 108, 34);
  set('right_eye', 92, 34);
  set('left_ear', 116, 38);
  set('right_ear', 84, 38);
  set('left_shoulder', 130, 80);
  set('right_shoulder', 70, 80);
  set('left_hip', 120, 150);
  set('right_hip', 80, 150);
  set('left_knee', 122, 200);
  set('right_knee', 78, 200);
  return kp;
}

describe('overlay primitives', () => {
  it('blurFace lowers the variance of the face box only', () => {
    const img = checker(200, 240);
    const kp = keypoints();
    const box = faceBox(kp);
    if (!box) throw new Error('no face box');
    const far = { x0: 0, y0: 180, x1: 40, y1: 239 };
    const before = variance(img, box);
    blurFace(img, kp);
    expect(variance(img, box)).toBeLessThan(before * 0.2);
    expect(variance(img, far)).toBeCloseTo(variance(checker(200, 240), far), 5);
  });

  it('blurs the face even when its keypoints have low visibility scores', () => {
    const img = checker(200, 240);
    const kp = keypoints();
    for (const n of ['nose', 'left_eye', 'right_eye', 'left_ear', 'right_ear'] as const)
      kp[LM[n] * 3 + 2] = 0.05;
    const box = blurFace(img, kp);
    if (!box) throw new Error('no face box');
    expect(variance(img, box)).toBeLessThan(variance(checker(200, 240), box) * 0.2);
  });

  it('drawSkeleton draws thick lines between visible joints and skips hidden ones', () => {
    const img: RgbImage = { data: new Uint8Array(200 * 240 * 3), width: 200, height: 240 };
    const kp = keypoints();
    const drawn = drawSkeleton(img, kp, { thickness: 5 });
    expect(drawn).toBe(6); // shoulders, hips, 2 sides of the torso, 2 thighs
    // the middle of the left thigh is green, and 2 px beside it too (thickness)
    const px = (x: number, y: number): number[] =>
      Array.from(img.data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3));
    expect(px(121, 175)).toEqual([0, 230, 118]);
    expect(px(123, 175)).toEqual([0, 230, 118]);
    expect(px(10, 10)).toEqual([0, 0, 0]);
  });
});

describe('makeThumbnail on the squat clip', () => {
  it('extracts the frame, blurs the face, draws the skeleton, encodes a JPEG', async () => {
    const ref = await loadGoogleReference(
      video('tfjs-pose_squats.full.json'),
      video('tfjs-pose_squats_3d.full.json'),
      { fps: 5, width: 720, height: 1280 },
    );
    const kp = ref.frames[10]?.pose?.image;
    if (!kp) throw new Error('reference frame missing');
    const file = video('tfjs-pose_squats.mp4');
    const thumb = await makeThumbnail(file, 2.0, kp, { maxSide: 360 });
    expect(thumb.jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(thumb).toMatchObject({ width: 202, height: 360, faceBlurred: true });
    // decode the JPEG back and compare with the plain frame
    const dec = await runProcess(
      'ffmpeg',
      ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'],
      { timeoutMs: 20_000, stdin: thumb.jpeg },
    );
    const out: RgbImage = { data: new Uint8Array(dec.stdout), width: 202, height: 360 };
    const { image: plain } = await extractFrame(file, 2.0, { maxSide: 360 });
    const skp = scaleKeypoints(kp, 202 / 720, 360 / 1280);
    const box = faceBox(skp);
    if (!box) throw new Error('no face box');
    expect(variance(out, box)).toBeLessThan(variance(plain, box) * 0.5);
    // a point on the left thigh is the line colour (JPEG tolerance)
    const hx = Math.round(((skp[LM.left_hip * 3] ?? 0) + (skp[LM.left_knee * 3] ?? 0)) / 2);
    const hy = Math.round(((skp[LM.left_hip * 3 + 1] ?? 0) + (skp[LM.left_knee * 3 + 1] ?? 0)) / 2);
    const o = (hy * 202 + hx) * 3;
    expect(Math.abs((out.data[o + 1] ?? 0) - 230)).toBeLessThan(50);
    expect(out.data[o] ?? 255).toBeLessThan(80);
  });
});
