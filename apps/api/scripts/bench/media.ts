import { execFile } from 'node:child_process';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const MiB = 1024 * 1024;

/** Generated once and kept between runs: producing 200 MiB of H.264 costs far more than uploading it. */
export const MEDIA_CACHE_DIR = path.join(tmpdir(), 'ergo-bench-media');

/**
 * 1080p at 40 Mbit/s: a high but realistic phone-camera bitrate, so 200 MiB is ~40 s of video and
 * ultrafast x264 makes it in roughly a quarter of that on 2 cores (fewer frames = faster to make).
 */
const BITRATE = '40M';
const MAX_SECONDS = 600;

export interface BenchVideo {
  path: string;
  bytes: number;
  durationSeconds: number;
  /** seconds ffmpeg took, null when the file came from the cache */
  generatedSeconds: number | null;
}

async function probeDuration(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  const seconds = Number(stdout.trim());
  if (!(seconds > 0)) throw new Error(`ffprobe found no duration in ${file}`);
  return seconds;
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).size;
  } catch {
    return null;
  }
}

/**
 * A real, valid MP4 (testsrc2, H.264, faststart) of about `targetMiB`. `-fs` stops the encoder at
 * the target size and ffmpeg still writes a proper trailer, so the file lands a few percent above
 * the target whatever the encoder's actual bitrate turns out to be. Written under a temporary name
 * and renamed, so an interrupted run never leaves a truncated file in the cache.
 */
export async function ensureBenchVideo(
  targetMiB: number,
  onPartial: (partialPath: string | null) => void,
  signal: AbortSignal,
): Promise<BenchVideo> {
  await mkdir(MEDIA_CACHE_DIR, { recursive: true });
  const file = path.join(MEDIA_CACHE_DIR, `testsrc2-1080p30-${BITRATE}-${targetMiB}MiB.mp4`);
  const cached = await sizeOf(file);
  if (cached !== null && cached >= targetMiB * MiB) {
    return {
      path: file,
      bytes: cached,
      durationSeconds: await probeDuration(file),
      generatedSeconds: null,
    };
  }
  const partial = `${file}.${process.pid}.part`;
  onPartial(partial);
  const started = performance.now();
  try {
    await run(
      'ffmpeg',
      [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        'testsrc2=size=1920x1080:rate=30',
        '-t',
        String(MAX_SECONDS),
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-b:v',
        BITRATE,
        '-pix_fmt',
        'yuv420p',
        '-fs',
        String(targetMiB * MiB),
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        partial,
      ],
      { signal },
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    onPartial(null);
  }
  const generatedSeconds = (performance.now() - started) / 1000;
  const bytes = await sizeOf(file);
  if (bytes === null || bytes < targetMiB * MiB) {
    throw new Error(`ffmpeg made ${bytes ?? 0} bytes, less than ${targetMiB} MiB, in ${file}`);
  }
  return { path: file, bytes, durationSeconds: await probeDuration(file), generatedSeconds };
}
