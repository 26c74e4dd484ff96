import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromLavfi } from '../../test/helpers/media';
import { canSkipNonReferenceFrames, decodeFrames, keptFramesAreDense, probeVideo } from './index';

let tmp = '';
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'pose-noref-'));
});
afterAll(async () => rm(tmp, { recursive: true, force: true }));

/**
 * A 2 s, 30 fps H.264 clip whose frame N is a flat grey of level 4N, so a decoded frame tells
 * which source frame it is. x264 with three B-frames; `pyramid` makes the middle one a reference.
 */
async function indexedClip(name: string, pyramid: boolean): Promise<string> {
  const file = path.join(tmp, name);
  await fromLavfi(file, "color=c=black:s=64x64:r=30:d=2,format=gray,geq=lum='N*4'", [
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-crf',
    '10',
    '-x264-params',
    `b-adapt=0:bframes=3:scenecut=0:b-pyramid=${pyramid ? 'normal' : 'none'}`,
  ]);
  return file;
}

/** The source frame index each decoded sample shows (from its grey level). */
async function sourceIndices(file: string, skipNonReference: boolean): Promise<number[]> {
  const indices: number[] = [];
  for await (const f of decodeFrames(file, { fps: 10, maxSide: 64, skipNonReference }))
    indices.push(Math.round((f.data[(32 * 64 + 32) * 3] ?? 0) / 4));
  return indices;
}

describe('keptFramesAreDense', () => {
  const every = (step: number, fps: number, n: number): number[] =>
    Array.from({ length: n }, (_, i) => (i * step) / fps);
  it('accepts frames at most two source frames apart', () => {
    expect(keptFramesAreDense(every(1, 30, 60), 30)).toBe(true);
    expect(keptFramesAreDense(every(2, 30, 30), 30)).toBe(true);
  });
  it('refuses wider gaps, one gap anywhere, and too few frames', () => {
    expect(keptFramesAreDense(every(4, 30, 15), 30)).toBe(false);
    expect(keptFramesAreDense([...every(2, 30, 10), 0.9, 1.0], 30)).toBe(false);
    expect(keptFramesAreDense([0, 1 / 30], 30)).toBe(false);
  });
});

describe('skipping non-reference frames', () => {
  it('is chosen for B-pyramid H.264 sampled at a third of its rate, not at 20 of 30 fps', async () => {
    const file = await indexedClip('pyramid.mp4', true);
    const info = await probeVideo(file);
    expect(await canSkipNonReferenceFrames(file, info, 10)).toBe(true);
    expect(await canSkipNonReferenceFrames(file, info, 20)).toBe(false);
  });

  it('is refused when the kept frames would be four source frames apart', async () => {
    const file = await indexedClip('flat.mp4', false);
    expect(await canSkipNonReferenceFrames(file, await probeVideo(file), 10)).toBe(false);
  });

  it('each sample is the source frame at its time or the one just before it', async () => {
    const file = await indexedClip('pyramid-decode.mp4', true);
    const exact = await sourceIndices(file, false);
    const skipped = await sourceIndices(file, true);
    expect(exact).toEqual(Array.from({ length: 20 }, (_, i) => 3 * i));
    expect(skipped).toHaveLength(20);
    skipped.forEach((n, i) => expect([3 * i - 1, 3 * i]).toContain(n));
    // and some samples did come from the frame before: the decoder really skipped frames
    expect(skipped.some((n, i) => n !== 3 * i)).toBe(true);
  });

  it('a file ffprobe cannot read answers false instead of failing', async () => {
    const info = {
      format: 'mov',
      codec: 'h264',
      width: 64,
      height: 64,
      rotation: 0,
      durationSeconds: 2,
      fps: 30,
      hasVideoStream: true,
    };
    expect(await canSkipNonReferenceFrames(path.join(tmp, 'missing.mp4'), info, 10)).toBe(false);
  });
});
