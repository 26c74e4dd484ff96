import { describe, expect, it } from 'vitest';
import { installFastTransform, restoreOriginalTransform } from './fast-transform';
import { ensureWasmBackend } from './pose-estimator';
import { tfjs } from './tfjs';

/** A small deterministic generator: the same cases on every run. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface Case {
  height: number;
  width: number;
  matrix: number[];
  out: [number, number];
  fillMode: 'constant' | 'nearest';
}

/** Warps like pose-detection's: rotated, scaled crops, some reaching past the image borders. */
function cases(): Case[] {
  const rnd = random(7);
  const list: Case[] = [];
  for (let i = 0; i < 24; i++) {
    const height = 20 + Math.floor(rnd() * 60);
    const width = 20 + Math.floor(rnd() * 60);
    const angle = (rnd() - 0.5) * Math.PI;
    const scale = 0.3 + rnd() * 1.5;
    const cos = Math.cos(angle) * scale;
    const sin = Math.sin(angle) * scale;
    // output pixel (x, y) samples the input at (a0 x + a1 y + a2, b0 x + b1 y + b2)
    const matrix = [cos, -sin, (rnd() - 0.3) * width, sin, cos, (rnd() - 0.3) * height, 0, 0];
    if (i % 6 === 5) matrix[6] = 0.001 * (rnd() - 0.5); // a projective case
    list.push({
      height,
      width,
      matrix,
      out: [16 + Math.floor(rnd() * 40), 16 + Math.floor(rnd() * 40)],
      fillMode: i % 2 ? 'constant' : 'nearest',
    });
  }
  return list;
}

describe('fast Transform kernel for the WASM backend', () => {
  it('gives the same warp as the original kernel, borders and projective cases included', async () => {
    await ensureWasmBackend(); // installs the fast kernel
    const { tf } = tfjs();
    const rnd = random(11);
    const all = cases();
    const images = all.map((c) =>
      Float32Array.from({ length: c.height * c.width * 3 }, () => Math.round(rnd() * 255)),
    );
    const runAll = (): Float32Array[] =>
      all.map((c, i) =>
        tf.tidy(
          () =>
            tf.image
              .transform(
                tf.tensor4d(images[i] as Float32Array, [1, c.height, c.width, 3]),
                tf.tensor2d(c.matrix, [1, 8]),
                'bilinear',
                c.fillMode,
                0,
                c.out,
              )
              .dataSync() as Float32Array,
        ),
      );
    const fast = runAll();
    restoreOriginalTransform();
    const reference = runAll();
    installFastTransform();
    let outside = 0;
    all.forEach((c, i) => {
      const a = fast[i] as Float32Array;
      const b = reference[i] as Float32Array;
      expect(a).toHaveLength(c.out[0] * c.out[1] * 3);
      expect(b).toHaveLength(a.length);
      let worst = 0;
      for (let k = 0; k < a.length; k++) {
        worst = Math.max(worst, Math.abs((a[k] ?? 0) - (b[k] ?? 0)));
        if (c.fillMode === 'constant' && b[k] === 0) outside++;
      }
      // float32 (C++) vs float64 (JS) coordinates: differences of a few thousandths on 0-255
      expect(worst).toBeLessThan(0.01);
    });
    // the cases do reach past the borders, so the fill rules are exercised
    expect(outside).toBeGreaterThan(1000);
  });
});
