import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLavfi, makeClip, video } from '../../test/helpers/media';
import { paddedView } from '../people/padded-view';
import { writeLyingMatroska } from '../testing';
import { decodeFrames, MediaError, probeVideo, scaledSize } from './index';

let tmp = '';
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'pose-media-'));
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

async function collect(file: string, o: Parameters<typeof decodeFrames>[1]) {
  const frames = [];
  for await (const f of decodeFrames(file, o))
    frames.push({
      index: f.index,
      time: f.time,
      bytes: f.data.length,
      w: f.width,
      h: f.height,
      sx: f.scaleX,
    });
  return frames;
}

describe('scaledSize', () => {
  it.each([
    [1080, 1920, 640, 360, 640],
    [720, 1280, 640, 360, 640],
    [320, 240, 640, 320, 240],
    [1768, 994, 640, 640, 360],
  ])('%ix%i -> max %i = %ix%i', (w, h, m, ew, eh) =>
    expect(scaledSize(w, h, m)).toEqual({ width: ew, height: eh }),
  );
});

describe('probeVideo on every container of test-data/video', () => {
  it.each([
    ['tfjs-pose_squats.mp4', 'h264', 720, 1280],
    ['squats.mov', 'h264', 720, 1280],
    ['squats.mkv', 'h264', 720, 1280],
    ['squats_mpeg4.avi', 'mpeg4', 720, 1280],
    ['squats_mjpeg.avi', 'mjpeg', 720, 1280],
    ['squats_hevc.mov', 'hevc', 720, 1280],
    ['squats_vp9.webm', 'vp9', 720, 1280],
    ['squats_rotmeta.mp4', 'h264', 720, 1280],
    ['squats_1080p30.mp4', 'h264', 1080, 1920],
  ])('%s', async (name, codec, w, h) => {
    const info = await probeVideo(video(name));
    expect(info).toMatchObject({ codec, width: w, height: h, hasVideoStream: true });
    expect(info.durationSeconds).toBeCloseTo(13, 0);
  });
  it('reports rotation metadata and the rotated size', async () => {
    const info = await probeVideo(video('squats_rotmeta.mp4'));
    expect(Math.abs(info.rotation)).toBe(90);
  });
});

describe('probeVideo errors', () => {
  it('non-video file -> MediaError (not a crash)', async () => {
    const f = path.join(tmp, 'notes.mp4');
    await writeFile(f, 'this is not a video at all');
    const err = await probeVideo(f).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaError);
    expect(['NOT_VIDEO', 'CORRUPT']).toContain((err as MediaError).code);
  });
  it('missing file -> NOT_FOUND', async () => {
    await expect(probeVideo(path.join(tmp, 'nope.mp4'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
  it('audio-only file -> NOT_VIDEO', async () => {
    const f = path.join(tmp, 'tone.wav');
    await fromLavfi(f, 'sine=duration=0.5');
    await expect(probeVideo(f)).rejects.toMatchObject({ code: 'NOT_VIDEO' });
  });
});

describe('decodeFrames', () => {
  it('yields exact W*H*3 frames at the sampled rate, downscaled', async () => {
    const f = path.join(tmp, 'bars.mp4');
    await makeClip(f, 'testsrc', 2, '1280x720');
    const frames = await collect(f, { fps: 5, maxSide: 640 });
    expect(frames).toHaveLength(10);
    expect(frames[0]).toMatchObject({ w: 640, h: 360, bytes: 640 * 360 * 3, sx: 2 });
    frames.forEach((x, i) => expect(x.time).toBeCloseTo(i * 0.2, 6));
  });

  it('decodes a padded view: the picture with a grey margin, offsets in source pixels', async () => {
    // issue 31: a worker who fills the frame is looked for again with room around them
    const f = path.join(tmp, 'white.mp4');
    await fromLavfi(f, 'color=c=white:s=320x240:r=10:d=1', ['-pix_fmt', 'yuv420p']);
    const crop = paddedView({ width: 320, height: 240 }, 0.25);
    expect(crop).toEqual({ x: -80, y: -60, width: 480, height: 360 });
    const [frame] = await (async () => {
      const out = [];
      for await (const frame of decodeFrames(f, { fps: 1, maxSide: 480, crop })) out.push(frame);
      return out;
    })();
    if (!frame) throw new Error('no frame');
    expect([frame.width, frame.height, frame.offsetX, frame.offsetY]).toEqual([480, 360, -80, -60]);
    const pixel = (x: number, y: number) => frame.data[(y * frame.width + x) * 3] ?? -1;
    expect(Math.abs(pixel(10, 10) - 128)).toBeLessThan(8); // the margin: neutral grey
    expect(pixel(240, 180)).toBeGreaterThan(240); // the picture itself, whole, in the middle
    expect(Math.abs(pixel(470, 350) - 128)).toBeLessThan(8);
    // a source pixel maps back: decoded (80, 60) is the picture's corner (0, 0)
    expect(80 * frame.scaleX + frame.offsetX).toBe(0);
    expect(pixel(82, 62)).toBeGreaterThan(240);
  });

  it('start/duration select a segment with absolute times', async () => {
    const f = path.join(tmp, 'bars2.mp4');
    await makeClip(f, 'testsrc', 3);
    const frames = await collect(f, { fps: 10, startSeconds: 1, durationSeconds: 1 });
    expect(frames.length).toBeGreaterThanOrEqual(10);
    expect(frames.length).toBeLessThanOrEqual(11);
    expect(frames[0]?.time).toBeCloseTo(1, 6);
  });

  it('applies rotation metadata (portrait output from a landscape-coded file)', async () => {
    const frames = await collect(video('squats_rotmeta.mp4'), {
      fps: 1,
      maxSide: 320,
      durationSeconds: 2,
    });
    expect(frames[0]).toMatchObject({ w: 180, h: 320 });
  });

  it('abort kills ffmpeg and rejects with ABORTED', async () => {
    const f = path.join(tmp, 'long.mp4');
    await makeClip(f, 'testsrc', 20);
    const ac = new AbortController();
    const it = decodeFrames(f, { fps: 10, signal: ac.signal });
    await it.next();
    ac.abort();
    const err = await (async () => {
      for await (const _ of it) {
        /* drain */
      }
    })().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'ABORTED' });
  });

  it('timeout kills ffmpeg and rejects with TIMEOUT', async () => {
    const f = path.join(tmp, 'long2.mp4');
    await makeClip(f, 'testsrc', 20);
    const err = await collect(f, { fps: 30, timeoutMs: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'TIMEOUT' });
  });

  it('never decodes past endSeconds: a stream that runs on fails with TOO_LONG at once', async () => {
    const f = path.join(tmp, 'lying.mkv');
    await writeLyingMatroska(f, { realSeconds: 3600, declaredSeconds: 2 });
    expect((await probeVideo(f)).durationSeconds).toBeCloseTo(2, 3);
    const times: number[] = [];
    const started = performance.now();
    const err = await (async () => {
      for await (const frame of decodeFrames(f, { fps: 10, maxSide: 64, endSeconds: 4 }))
        times.push(frame.time);
    })().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'TOO_LONG' });
    expect(Math.max(...times)).toBeLessThanOrEqual(4);
    expect(times.length).toBeGreaterThanOrEqual(40);
    // an hour of stream, yet the decode stopped a frame past 4 s
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it('a stream that ends before endSeconds decodes as usual', async () => {
    const f = path.join(tmp, 'short.mp4');
    await makeClip(f, 'testsrc', 2);
    const frames = await collect(f, { fps: 10, endSeconds: 4 });
    expect(frames).toHaveLength(20);
  });

  it('a corrupt file rejects with a MediaError', async () => {
    const f = path.join(tmp, 'bad.mp4');
    await writeFile(f, Buffer.alloc(5000, 7));
    await expect(collect(f, { fps: 5 })).rejects.toBeInstanceOf(MediaError);
  });
});
