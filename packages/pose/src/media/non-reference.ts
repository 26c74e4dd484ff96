import { inputPolicyArgs } from './input-policy';
import type { VideoInfo } from './probe';
import { runProcess } from './run-process';

/** Seconds at the start of the video inspected to learn its frame structure. */
const INSPECTED_SECONDS = 2;

/**
 * Whether decoding may skip the video's non-reference frames (ffmpeg `-skip_frame noref`) when
 * sampling it at `fps`.
 *
 * Why: H.264/HEVC must decode every frame that others are predicted from, but nothing is predicted
 * from a non-reference frame (most B-frames of x264-style encodes), so skipping those halves the
 * decode of such videos, CPU that otherwise competes with pose inference on the same cores.
 *
 * When: only if we sample at most every other source frame anyway (source fps >= 2 x fps) and the
 * frames that remain are at most two source frames apart at the start of the video (so each
 * sample is the source frame at its time or the one just before it, never a repeat). Phone
 * recordings (I and P frames only) have no non-reference frames: nothing changes for them.
 * Any ffprobe failure answers false (decode every frame, as before).
 */
export async function canSkipNonReferenceFrames(
  file: string,
  info: VideoInfo,
  fps: number,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<boolean> {
  if (!worthSkipping(info, fps)) return false;
  return decideSkip(await keptFrameTimes(file, options), info, fps);
}

/** Sampling at most every other source frame: only then can skipped frames go unnoticed. */
function worthSkipping(info: VideoInfo, fps: number): boolean {
  return info.fps > 0 && info.fps >= 2 * fps;
}

/** The decision from the kept frames' times (null: ffprobe could not tell). */
export function decideSkip(times: readonly number[] | null, info: VideoInfo, fps: number): boolean {
  return times !== null && worthSkipping(info, fps) && keptFramesAreDense(times, info.fps);
}

/**
 * The times of the frames a decoder keeps with `-skip_frame noref` in the first seconds of the
 * video (one ffprobe call; it needs nothing from probeVideo, so the two can run side by side).
 * null when ffprobe fails or is aborted.
 */
export async function keptFrameTimes(
  file: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<number[] | null> {
  const args = [
    '-v',
    'error',
    '-skip_frame',
    'noref',
    '-select_streams',
    'v:0',
    '-read_intervals',
    `%+${INSPECTED_SECONDS}`,
    '-show_entries',
    'frame=best_effort_timestamp_time',
    '-of',
    'csv=p=0',
    ...inputPolicyArgs(file),
    file,
  ];
  try {
    const res = await runProcess('ffprobe', args, {
      timeoutMs: options.timeoutMs ?? 15_000,
      signal: options.signal,
    });
    if (res.code !== 0) return null;
    return res.stdout
      .toString('utf8')
      .split('\n')
      .map((line) => Number.parseFloat(line))
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
  } catch {
    return null;
  }
}

/** The decision on the kept frames' times: enough of them, none more than 2 source frames apart. */
export function keptFramesAreDense(times: readonly number[], sourceFps: number): boolean {
  // at least half a second's worth: fewer means a clip too short to judge, or a decoder that kept
  // almost nothing
  if (times.length < Math.max(3, sourceFps / 2 - 1)) return false;
  const limit = 2 / sourceFps + 1e-3;
  for (let i = 1; i < times.length; i++) {
    if ((times[i] as number) - (times[i - 1] as number) > limit) return false;
  }
  return true;
}
