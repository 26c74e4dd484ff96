import { inputPolicyArgs } from '../media/input-policy';
import { runProcess } from '../media/run-process';
import { MediaError } from '../media/errors';
import { scaledSize } from '../media/frame-size';
import { probeVideo, type VideoInfo } from '../media/probe';
import type { RgbImage } from './rgb-image';
import {
  blurFace,
  drawSkeleton,
  type ImageKeypoints,
  type OverlayOptions,
} from './skeleton-overlay';

export interface ThumbnailOptions {
  /** longest side of the thumbnail in pixels (default 640) */
  maxSide?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** JPEG quality on ffmpeg's mjpeg scale, 2 (best) .. 31 (default 4) */
  jpegQuality?: number;
  info?: VideoInfo;
  overlay?: OverlayOptions;
  /** default true: thumbnails are shown to other people */
  blurFace?: boolean;
}

/** One decoded RGB frame at `timeSeconds`, downscaled to maxSide. */
export async function extractFrame(
  file: string,
  timeSeconds: number,
  o: ThumbnailOptions = {},
): Promise<{ image: RgbImage; info: VideoInfo }> {
  const info = o.info ?? (await probeVideo(file, { signal: o.signal }));
  const size = scaledSize(info.width, info.height, o.maxSide ?? 640);
  const t = Math.max(0, Math.min(timeSeconds, Math.max(0, info.durationSeconds - 0.05)));
  const args = [
    '-v',
    'error',
    '-nostdin',
    '-ss',
    t.toFixed(3),
    ...inputPolicyArgs(file),
    '-i',
    file,
    '-frames:v',
    '1',
    '-an',
    '-sn',
    '-vf',
    `scale=${size.width}:${size.height}:flags=bicubic`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    'pipe:1',
  ];
  const res = await runProcess('ffmpeg', args, {
    timeoutMs: o.timeoutMs ?? 30_000,
    signal: o.signal,
  });
  const bytes = size.width * size.height * 3;
  if (res.code !== 0 || res.stdout.length < bytes)
    throw new MediaError(
      'CORRUPT',
      `could not extract a frame at ${t.toFixed(2)} s: ${res.stderr.trim()}`,
      res.stderr,
    );
  return {
    image: {
      data: new Uint8Array(res.stdout.subarray(0, bytes)),
      width: size.width,
      height: size.height,
    },
    info,
  };
}

/** RGB24 -> JPEG through ffmpeg's mjpeg encoder (stdin -> stdout, no temp files). */
export async function encodeJpeg(
  img: RgbImage,
  o: { quality?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const args = [
    '-v',
    'error',
    '-nostdin',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${img.width}x${img.height}`,
    '-i',
    'pipe:0',
    '-frames:v',
    '1',
    '-q:v',
    String(o.quality ?? 4),
    '-f',
    'mjpeg',
    'pipe:1',
  ];
  // -nostdin only disables interactive keys; the rawvideo input still reads pipe:0
  const res = await runProcess('ffmpeg', args, {
    timeoutMs: o.timeoutMs ?? 30_000,
    signal: o.signal,
    stdin: Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength),
  });
  if (res.code !== 0 || res.stdout.length < 4)
    throw new MediaError('FFMPEG_FAILED', `JPEG encoding failed: ${res.stderr.trim()}`, res.stderr);
  return res.stdout;
}

/** Keypoints in source-video pixels -> the thumbnail's pixels. */
export function scaleKeypoints(kp: ImageKeypoints, sx: number, sy: number): Float32Array {
  const out = new Float32Array(kp.length);
  for (let i = 0; i < kp.length; i += 3) {
    out[i] = (kp[i] ?? 0) * sx;
    out[i + 1] = (kp[i + 1] ?? 0) * sy;
    out[i + 2] = kp[i + 2] ?? 0;
  }
  return out;
}

/**
 * A JPEG of the video at `timeSeconds` with the skeleton drawn and the face blurred.
 * `keypoints` are that frame's 2D keypoints ([x, y, score] * 33) in source-video pixels, as stored
 * in PoseFrame.pose.image; pass null to get the plain (still face-blurred if possible) frame.
 */
export async function makeThumbnail(
  file: string,
  timeSeconds: number,
  keypoints: ImageKeypoints | null,
  o: ThumbnailOptions = {},
): Promise<{ jpeg: Buffer; width: number; height: number; faceBlurred: boolean }> {
  const { image, info } = await extractFrame(file, timeSeconds, o);
  let faceBlurred = false;
  if (keypoints) {
    const kp = scaleKeypoints(keypoints, image.width / info.width, image.height / info.height);
    if (o.blurFace !== false) faceBlurred = blurFace(image, kp) !== null;
    drawSkeleton(image, kp, o.overlay);
  }
  const jpeg = await encodeJpeg(image, {
    quality: o.jpegQuality,
    timeoutMs: o.timeoutMs,
    signal: o.signal,
  });
  return { jpeg, width: image.width, height: image.height, faceBlurred };
}
