import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { mustExist, TEST_DATA } from './test-data';

export { REPO_ROOT, TEST_DATA } from './test-data';
/** The test clips and Google's reference output, in test-data/video (ERGO_SHARED_VIDEO_DIR overrides). */
export const VIDEO_DIR = process.env.ERGO_SHARED_VIDEO_DIR ?? path.join(TEST_DATA, 'video');
/** Path of a file of VIDEO_DIR; throws naming the file when it is missing. */
export const video = (name: string): string => mustExist(path.join(VIDEO_DIR, name));

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
