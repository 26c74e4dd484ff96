import { describe, expect, it } from 'vitest';
import { syntheticFrame } from '../../test/helpers/synthetic-skeleton';
import { frameToPosture } from './posture';
import { savitzkyGolayQuadratic, smoothPostures, smoothSeries } from './smooth';

describe('smoothing', () => {
  it('SG coefficients sum to 1 (window 5 = -3,12,17,12,-3 / 35)', () => {
    const c = savitzkyGolayQuadratic(2);
    expect(c.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    [-3, 12, 17, 12, -3].forEach((x, i) => expect((c[i] ?? 0) * 35).toBeCloseTo(x, 9));
  });

  it('keeps the peak of a real movement (squat at 0.5 Hz sampled at 10 fps)', () => {
    const series = Array.from(
      { length: 60 },
      (_, i) => 45 - 45 * Math.cos(2 * Math.PI * 0.5 * (i / 10)),
    );
    const out = smoothSeries(series, { sampledFps: 10 });
    const peakIn = Math.max(...series);
    const peakOut = Math.max(...out.map((v) => v ?? 0));
    expect(peakIn - peakOut).toBeLessThan(1);
  });

  it('keeps a short genuine peak (3 samples) within a few degrees', () => {
    // 4 s of jittery baseline (+-1 deg) with a 0.3 s reach to 60 deg in the middle
    const series = Array.from({ length: 40 }, (_, i) => 10 + (i % 2 ? 1 : -1));
    series[19] = 30;
    series[20] = 60;
    series[21] = 30;
    const out = smoothSeries(series, { sampledFps: 10 });
    // moved by at most 2 sigma of the jitter (sigma ~2.4 for an alternating +-1)
    expect(out[20] ?? 0).toBeGreaterThan(54);
  });

  it('reduces jitter on a noisy plateau', () => {
    let seed = 7;
    const rnd = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 6;
    const series = Array.from({ length: 50 }, () => 30 + rnd());
    const out = smoothSeries(series, { sampledFps: 10 }).slice(2, -2) as number[];
    const sd = (v: number[]): number =>
      Math.sqrt(v.reduce((a, x) => a + (x - 30) ** 2, 0) / v.length);
    expect(sd(out)).toBeLessThan(0.8 * sd(series.slice(2, -2)));
  });

  it('removes a one-frame glitch', () => {
    const series = [20, 21, 22, 21, 90, 21, 20, 21, 22, 21];
    const out = smoothSeries(series, { sampledFps: 10 });
    expect(Math.abs((out[4] ?? 0) - 21)).toBeLessThan(3);
  });

  it('never fills or bridges gaps', () => {
    const series = [10, 12, null, null, 40, 42, 41, 40, 39, null, 5];
    const out = smoothSeries(series, { sampledFps: 10 });
    expect(out[2]).toBeNull();
    expect(out[3]).toBeNull();
    expect(out[9]).toBeNull();
    expect(out[10]).toBe(5);
    expect(out[0]).toBe(10);
  });

  it('smoothPostures changes values only, keeps confidence, nulls and lost frames', () => {
    const frames = [0, 1, 2, 3, 4, 5, 6].map((i) =>
      i === 3
        ? frameToPosture({ time: i / 10, pose: null })
        : frameToPosture(syntheticFrame({ trunkFlexion: i === 5 ? 60 : 20 }, { time: i / 10 })),
    );
    const out = smoothPostures(frames, { sampledFps: 10 });
    expect(out[3]?.personFound).toBe(false);
    expect(out[3]?.axial).toEqual({});
    expect(out[0]?.axial.trunk_flexion?.confidence).toBe(
      frames[0]?.axial.trunk_flexion?.confidence,
    );
    expect(frames[5]?.axial.trunk_flexion?.value).toBeCloseTo(60, 0); // input untouched
  });
});
