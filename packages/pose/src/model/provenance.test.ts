import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import { describe, expect, it } from 'vitest';
import { resolveModelsDir } from './model-files';
import {
  checkLandmarkProvenance,
  compareWeightsWithTflite,
  halfToNumber,
  mediapipeTflitePath,
} from './provenance';

describe('landmark model provenance', () => {
  it('decodes half-precision values', () => {
    expect(halfToNumber(0x3c00)).toBe(1);
    expect(halfToNumber(0xc000)).toBe(-2);
    expect(halfToNumber(0x3555)).toBeCloseTo(0.33325, 5);
    expect(halfToNumber(0x0001)).toBeCloseTo(5.96e-8, 10);
    expect(halfToNumber(0x7c00)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each(['full', 'lite'] as const)(
    'our %s weights are the ones MediaPipe publishes in @mediapipe/pose',
    async (model) => {
      const r = await checkLandmarkProvenance(model);
      expect(r.tensors).toBeGreaterThan(150);
      expect(r.located / r.tensors).toBeGreaterThan(0.95);
      expect(r.identicalValues / r.values).toBeGreaterThan(0.995);
      // the values that differ do so by one fp16 step at most (2^-10 relative)
      expect(r.maxRelativeDifference).toBeLessThan(0.002);
    },
    60_000,
  );

  it('finds nothing in common between different models (the check can fail)', async () => {
    const dir = resolveModelsDir();
    const json = JSON.parse(
      await readFile(path.join(dir, 'blazepose-lite.json'), 'utf8'),
    ) as io.ModelJSON;
    const bin = await readFile(path.join(dir, 'blazepose-lite.bin'));
    const r = compareWeightsWithTflite(json, bin, await readFile(mediapipeTflitePath('full')));
    expect(r.located / r.tensors).toBeLessThan(0.2);
  }, 60_000);

  it('notices weights changed after conversion', async () => {
    const dir = resolveModelsDir();
    const json = JSON.parse(
      await readFile(path.join(dir, 'blazepose-lite.json'), 'utf8'),
    ) as io.ModelJSON;
    const bin = Buffer.from(await readFile(path.join(dir, 'blazepose-lite.bin')));
    // scale every value by ~1.5 (add one to each fp16 exponent): no row matches any more
    for (let i = 1; i < bin.length; i += 2) bin[i] = ((bin[i] ?? 0) + 4) & 0xff;
    const r = compareWeightsWithTflite(json, bin, await readFile(mediapipeTflitePath('lite')));
    expect(r.located / r.tensors).toBeLessThan(0.2);
  }, 60_000);
});
