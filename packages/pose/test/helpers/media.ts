import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root: packages/pose/test/helpers -> ../../../.. */
export const REPO_ROOT = path.resolve(here, '../../../..');
/** Shared test media live beside the repository (CI: ../shared/data), overridable by env. */
export const VIDEO_DIR =
  process.env.ERGO_SHARED_VIDEO_DIR ?? path.resolve(REPO_ROOT, '../shared/data/video');
export const video = (name: string): string => path.join(VIDEO_DIR, name);
export const hasSharedVideos = existsSync(video('tfjs-pose_squats.mp4'));

const run = promisify(execFile);

/** Runs ffmpeg on one of its lavfi sources (`input`) into `file`, with the given output options. */
export async function fromLavfi(
  file: string,
  input: string,
  outputArgs: readonly string[] = [],
): Promise<void> {
  await run('ffmpeg', [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    input,
    ...outputArgs,
    file,
  ]);
}

/** Generates a small clip with ffmpeg's lavfi sources (no person in it). */
export async function makeClip(
  file: string,
  source: string,
  seconds: number,
  size = '320x240',
): Promise<void> {
  await fromLavfi(
    file,
    `${source}${source.includes('=') ? ':' : '='}size=${size}:rate=10:duration=${seconds}`,
    ['-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast'],
  );
}
