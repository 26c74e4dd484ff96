import { spawn } from 'node:child_process';
import { MediaError } from './errors';
import { scaledSize } from './frame-size';
import { inputPolicyArgs } from './input-policy';
import { probeVideo, type VideoInfo } from './probe';

export interface DecodeOptions {
  /** frames per second of video to sample */
  fps: number;
  /** longest side of the decoded frames in pixels (downscaled in ffmpeg, never upscaled) */
  maxSide?: number;
  /** wall-clock limit for the whole decode */
  timeoutMs?: number;
  startSeconds?: number;
  durationSeconds?: number;
  /**
   * The latest video time a frame may have: ffmpeg stops just past it (its own `-t`), and a frame
   * beyond it fails the decode with TOO_LONG. A container header can declare 2 s for a stream of an
   * hour; this is what keeps the decode to what was declared and allowed.
   */
  endSeconds?: number;
  /**
   * Decode only this rectangle of the picture (displayed pixels, after rotation): a worker small
   * in a large frame gets the decode's pixels instead of a few dozen. Frames then carry its
   * offset, so every keypoint and box still comes back in the source video's pixels. A rectangle
   * reaching past the picture's edges (negative x or y) decodes the picture padded with grey:
   * a worker who fills the frame is seen with a margin (people/padded-view.ts).
   */
  crop?: Crop;
  signal?: AbortSignal;
  /** pass a probe result to skip probing again */
  info?: VideoInfo;
  /** decoded frames buffered ahead of the consumer (default 4) */
  readAhead?: number;
  /**
   * Skip non-reference frames (`-skip_frame noref`): decide with canSkipNonReferenceFrames. A
   * sample is then the source frame at its time or at most one source frame before it.
   */
  skipNonReference?: boolean;
}

/** A rectangle of the displayed picture, in source pixels (even numbers: whole chroma samples). */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DecodedFrame {
  /** index within this decode (0 = first frame at startSeconds) */
  index: number;
  /** seconds from the start of the video */
  time: number;
  /** RGB24, width * height * 3 bytes, row-major; owns its whole buffer (transferable) */
  data: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  /** source-video pixels per decoded pixel, per axis */
  scaleX: number;
  scaleY: number;
  /** the decoded picture's top-left corner in the source video (its crop), source pixels */
  offsetX: number;
  offsetY: number;
}

/**
 * How much video ffmpeg outputs from the start: the segment's duration, and never more than one
 * and a half samples past `endSeconds` (so a stream that goes on yields one frame beyond it, which
 * tells, and nothing more).
 */
function decodedSpan(o: DecodeOptions): number | undefined {
  const spans: number[] = [];
  if (o.durationSeconds !== undefined) spans.push(o.durationSeconds);
  if (o.endSeconds !== undefined)
    spans.push(Math.max(0, o.endSeconds - (o.startSeconds ?? 0)) + 1.5 / o.fps);
  return spans.length ? Math.min(...spans) : undefined;
}

/**
 * The filters that cut the decoded picture to `crop`. A crop that reaches past the picture's edges
 * (a padded view: the picture with a margin of neutral grey around it) pads first, by as much on
 * each side as the crop reaches past either edge, then cuts within the padded picture; a region
 * of the picture itself is a plain crop.
 */
function cropFilter(crop: Crop | undefined, source: VideoInfo | undefined): string {
  if (!crop) return '';
  const width = source?.width ?? crop.x + crop.width;
  const height = source?.height ?? crop.y + crop.height;
  const padX = Math.max(0, -crop.x, crop.x + crop.width - width);
  const padY = Math.max(0, -crop.y, crop.y + crop.height - height);
  const cut = (x: number, y: number) => `crop=${crop.width}:${crop.height}:${x}:${y},`;
  if (padX === 0 && padY === 0) return cut(crop.x, crop.y);
  const pad = `pad=${width + 2 * padX}:${height + 2 * padY}:${padX}:${padY}:color=0x808080,`;
  return pad + cut(crop.x + padX, crop.y + padY);
}

/** The ffmpeg arguments, exposed for tests and for the README. */
export function decodeArgs(
  file: string,
  size: { width: number; height: number },
  o: DecodeOptions,
): string[] {
  const args = ['-v', 'error', '-nostdin'];
  // input seeking (before -i) is fast and, since ffmpeg 2.1, frame-accurate
  if (o.startSeconds && o.startSeconds > 0) args.push('-ss', o.startSeconds.toFixed(3));
  // Skip the deblocking filter on non-reference frames only: nothing is predicted from them, so no
  // artefact propagates, and it saves ~15% of H.264/HEVC decode CPU (decode shares the cores with
  // inference). Ignored by codecs without a loop filter.
  args.push('-skip_loop_filter', 'noref');
  // see canSkipNonReferenceFrames: only when the frames that remain still cover every sample
  if (o.skipNonReference) args.push('-skip_frame', 'noref');
  args.push(...inputPolicyArgs(file), '-i', file);
  const outputSeconds = decodedSpan(o);
  if (outputSeconds !== undefined) args.push('-t', outputSeconds.toFixed(3));
  // eof_action=pass: without it a still image or a clip shorter than 1/fps yields zero frames
  // round=up: output frame i is the source frame shown at i/fps. The default (near) emits the
  // last frame of each tick instead, i.e. up to half a sample period late (0.4 s at 1 fps).
  const vf = `${cropFilter(o.crop, o.info)}fps=${o.fps}:round=up:eof_action=pass,scale=${size.width}:${size.height}:flags=bilinear`;
  args.push('-an', '-sn', '-dn', '-vf', vf, '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1');
  return args;
}

/**
 * Decodes sampled frames as raw RGB over a pipe from an ffmpeg child process. Rotation metadata is
 * applied by ffmpeg (autorotate), and the size comes from the rotated probe. Stops and kills ffmpeg
 * when the consumer stops iterating, on abort, or when `timeoutMs` passes.
 */
export async function* decodeFrames(
  file: string,
  options: DecodeOptions,
): AsyncGenerator<DecodedFrame> {
  if (!(options.fps > 0)) throw new RangeError('fps must be > 0');
  const info = options.info ?? (await probeVideo(file, { signal: options.signal }));
  const area = options.crop ?? { x: 0, y: 0, width: info.width, height: info.height };
  const size = scaledSize(area.width, area.height, options.maxSide ?? 640);
  const frameBytes = size.width * size.height * 3;
  const scaleX = area.width / size.width;
  const scaleY = area.height / size.height;
  const start = options.startSeconds ?? 0;

  const child = spawn('ffmpeg', decodeArgs(file, size, { ...options, info }), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    if (stderr.length < 16_384) stderr += d.toString('utf8');
  });
  // a holder, not a `let`: it is set from callbacks, which control-flow narrowing cannot see
  const state: { failure: MediaError | null } = { failure: null };
  const stop = (err: MediaError): void => {
    state.failure ??= err;
    child.kill('SIGKILL');
    notify();
  };
  const timer = setTimeout(
    () => stop(new MediaError('TIMEOUT', `ffmpeg decode exceeded ${options.timeoutMs} ms`)),
    options.timeoutMs ?? 10 * 60_000,
  );
  const onAbort = (): void => stop(new MediaError('ABORTED', 'decode aborted'));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const exited = new Promise<number | null>((resolve) =>
    child.on('close', (code) => resolve(code)),
  );
  child.on('error', (err) => stop(new MediaError('FFMPEG_FAILED', `ffmpeg: ${err.message}`)));

  // Read ahead: frames are pulled off the pipe into a small queue as soon as ffmpeg writes them,
  // so ffmpeg keeps decoding while the consumer runs inference (a 64 KB pipe holds a tenth of a
  // frame; without this queue the decoder stalls on every frame and inference then waits for it).
  const readAhead = Math.max(1, options.readAhead ?? 4);
  const queue: Uint8Array<ArrayBuffer>[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = (): void => {
    const w = wake;
    wake = null;
    w?.();
  };
  let frame = new Uint8Array(frameBytes);
  let filled = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    let offset = 0;
    while (offset < chunk.length) {
      const n = Math.min(frameBytes - filled, chunk.length - offset);
      frame.set(chunk.subarray(offset, offset + n), filled);
      filled += n;
      offset += n;
      if (filled === frameBytes) {
        queue.push(frame);
        frame = new Uint8Array(frameBytes);
        filled = 0;
      }
    }
    if (queue.length >= readAhead) child.stdout.pause();
    notify();
  });
  child.stdout.on('end', () => {
    ended = true;
    notify();
  });
  child.on('close', () => {
    ended = true;
    notify();
  });
  child.stdout.on('error', () => {
    ended = true;
    notify();
  });

  try {
    if (options.signal?.aborted) onAbort();
    let index = 0;
    for (;;) {
      const next = queue.shift();
      if (next) {
        if (queue.length < readAhead && child.stdout.isPaused()) child.stdout.resume();
        const time = start + index / options.fps;
        if (options.endSeconds !== undefined && time > options.endSeconds + 1e-6) {
          stop(
            new MediaError(
              'TOO_LONG',
              `the stream has a frame at ${time.toFixed(2)} s, past its end at ${options.endSeconds.toFixed(2)} s`,
            ),
          );
          break;
        }
        yield {
          index,
          time,
          data: next,
          width: size.width,
          height: size.height,
          scaleX,
          scaleY,
          offsetX: area.x,
          offsetY: area.y,
        };
        index++;
        continue;
      }
      if (ended || state.failure) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
    const code = await exited;
    if (state.failure) throw state.failure;
    if (code !== 0)
      throw new MediaError(
        'CORRUPT',
        `ffmpeg could not decode the video: ${stderr.trim()}`,
        stderr,
      );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
