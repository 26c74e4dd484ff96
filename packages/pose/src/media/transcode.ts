import { spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MediaError } from './errors';
import { scaledSize } from './frame-size';
import { inputPolicyArgs, isPolicyRefusal } from './input-policy';
import type { PlaybackPlan, PlaybackProbe } from './playback-plan';

/** Longest side of a re-encoded copy (720p): a 60 s 1080p HEVC clip takes 25 s of CPU. */
export const PLAYBACK_MAX_SIDE = 1280;
/** Frames per second of a re-encoded copy, at most (a 120 fps slow motion is shown at 30). */
export const PLAYBACK_MAX_FPS = 30;
/** A keyframe every 2 s: the detail page seeks often (graphs, breakpoints), and seeks land fast. */
const KEYFRAME_SECONDS = 2;

export interface PlaybackCopyOptions {
  plan: Exclude<PlaybackPlan, 'original'>;
  probe: PlaybackProbe;
  /** wall-clock limit; ffmpeg is killed beyond it */
  timeoutMs: number;
  signal?: AbortSignal;
  /** share of the video done, 0..1 */
  onProgress?: (fraction: number) => void;
}

export interface PlaybackCopy {
  plan: Exclude<PlaybackPlan, 'original'>;
  /** displayed size of the copy */
  width: number;
  height: number;
  /** how long it took, seconds */
  seconds: number;
}

/** Size of the copy: the video's own for a remux, capped at PLAYBACK_MAX_SIDE when re-encoded. */
export function playbackSize(plan: PlaybackCopyOptions['plan'], probe: PlaybackProbe) {
  return plan === 'remux'
    ? { width: probe.width, height: probe.height }
    : scaledSize(probe.width, probe.height, PLAYBACK_MAX_SIDE);
}

/**
 * ffmpeg's arguments for a browser-playable copy: the first video stream only (no sound, no
 * subtitles, no metadata such as a phone's GPS position), as a fragmented MP4 (see
 * fragmented-mp4.ts) written to `target`: a file, or `pipe:1`.
 * Re-encoding: H.264 High, yuv420p, CRF 23 at preset veryfast (both cores), rotation applied by
 * ffmpeg (the copy is stored upright, so its size is the displayed size the skeleton was measured
 * on), pixels made square, frame rate kept up to PLAYBACK_MAX_FPS.
 */
export function playbackCopyArgs(
  source: string,
  target: string,
  options: Pick<PlaybackCopyOptions, 'plan' | 'probe'>,
): string[] {
  const { plan, probe } = options;
  // progress on fd 3: stdout may carry the video, stderr carries the errors
  const args = ['-v', 'error', '-nostdin', '-nostats', '-progress', 'pipe:3'];
  args.push(...inputPolicyArgs(source), '-i', source);
  args.push('-map', '0:v:0', '-an', '-sn', '-dn', '-map_metadata', '-1', '-map_chapters', '-1');
  if (plan === 'remux') args.push('-c:v', 'copy');
  else {
    const size = playbackSize(plan, probe);
    const filters = [
      ...(probe.fps > PLAYBACK_MAX_FPS + 0.5 ? [`fps=${PLAYBACK_MAX_FPS}`] : []),
      `scale=${size.width}:${size.height}:flags=bicubic`,
      'setsar=1',
    ];
    args.push('-vf', filters.join(','));
    args.push('-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23');
    args.push('-pix_fmt', 'yuv420p', '-profile:v', 'high');
    args.push('-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`);
  }
  args.push('-movflags', '+frag_keyframe+empty_moov+default_base_moof+skip_trailer', '-f', 'mp4');
  args.push('-y', target);
  return args;
}

/**
 * Makes the browser-playable copy with an ffmpeg child process, into a file or a stream (with its
 * backpressure; the stream is ended when the copy is complete): never blocking the event loop,
 * killed on abort or past `timeoutMs`. Rejects with MediaError (TIMEOUT, ABORTED, NOT_VIDEO when
 * the input policy refuses the source, FFMPEG_FAILED otherwise, the stream's failure included).
 */
export function makePlaybackCopy(
  source: string,
  target: string | Writable,
  options: PlaybackCopyOptions,
): Promise<PlaybackCopy> {
  const started = performance.now();
  const duration = options.probe.durationSeconds;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaError('ABORTED', 'playback copy aborted before start'));
      return;
    }
    const stream = typeof target === 'string' ? null : target;
    const child = spawn(
      'ffmpeg',
      playbackCopyArgs(source, typeof target === 'string' ? target : 'pipe:1', options),
      { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
    );
    // all three are pipes (stdio above); the typings cannot tell from a four-element stdio
    const video = child.stdout as Readable;
    const errors = child.stderr as Readable;
    const progressOut = child.stdio[3] as Readable;
    let stderr = '';
    let settled = false;
    const fail = (error: MediaError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      child.kill('SIGKILL');
      stream?.destroy(error);
      reject(error);
    };
    const succeed = (): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      const size = playbackSize(options.plan, options.probe);
      resolve({ plan: options.plan, ...size, seconds: (performance.now() - started) / 1000 });
    };
    const timer = setTimeout(
      () =>
        fail(new MediaError('TIMEOUT', `playback copy exceeded ${options.timeoutMs} ms`, stderr)),
      options.timeoutMs,
    );
    const onAbort = (): void => fail(new MediaError('ABORTED', 'playback copy aborted', stderr));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    // Into a stream: the whole copy, ended only once ffmpeg has succeeded.
    const written = stream ? pipeline(video, stream, { end: false }) : Promise.resolve();
    written.catch((error: unknown) =>
      fail(new MediaError('FFMPEG_FAILED', `the copy could not be written: ${String(error)}`)),
    );
    errors.on('data', (d: Buffer) => {
      if (stderr.length < 16_384) stderr += d.toString('utf8');
    });
    // -progress writes key=value lines; out_time_us is how far into the video ffmpeg has written
    let progress = '';
    progressOut.on('data', (d: Buffer) => {
      progress += d.toString('utf8');
      const lines = progress.split('\n');
      progress = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && duration > 0)
          options.onProgress?.(Math.min(1, Number(match[1]) / 1e6 / duration));
      }
    });
    child.on('error', (error) => fail(new MediaError('FFMPEG_FAILED', `ffmpeg: ${error.message}`)));
    child.on('close', (code) => {
      if (code !== 0) {
        fail(
          isPolicyRefusal(stderr)
            ? new MediaError('NOT_VIDEO', 'the input policy refused the video', stderr)
            : new MediaError('FFMPEG_FAILED', `ffmpeg could not copy the video: ${stderr}`, stderr),
        );
        return;
      }
      void written.then(() => {
        if (settled) return;
        if (stream) stream.end(succeed);
        else succeed();
      });
    });
  });
}
