import type { FramePosture, MeasuredValue } from '@ergo/ergonomics';
import { copyPostures, POSTURE_GROUPS } from './posture-groups';

/**
 * Light temporal smoothing of angle time series, per quantity:
 *
 * 1. Hampel filter (window +-2 samples): a sample is replaced by the window median only when it
 *    is further than 3 scaled MADs (and at least `minOutlierDeg`) from it. This removes the
 *    one-frame glitches of a tracker (a limb swapped for a frame) but leaves every sample of a
 *    genuine movement alone, so it cannot clip a real peak the way a plain median would.
 * 2. Savitzky-Golay, quadratic, window ~0.5 s (odd, >= 5 samples; no-op below): a local least-squares
 *    parabola, which reproduces peaks of smooth movements (it is exact for parabolas) while
 *    averaging out keypoint jitter; a moving average of the same length would flatten them.
 * 3. Noise bound: each sample may move by at most 2 sigma of the run's own jitter (sigma from the
 *    MAD of second differences, which a smooth movement barely has). Jitter is removed; a sharp
 *    real peak, far larger than the jitter, is kept to within 2 sigma instead of being rounded off.
 *
 * Only runs of consecutive measured samples are filtered: a null (person lost, joint hidden)
 * splits the series and is never filled. Samples closer than half a window to a run's edge keep
 * their Hampel-cleaned value (no extrapolation). Confidences are not smoothed.
 */
export interface SmoothOptions {
  sampledFps: number;
  /** SG window length in seconds (default 0.5) */
  windowSeconds?: number;
  /** smallest jump treated as an outlier, in the series' units (default 10) */
  minOutlier?: number;
}

/** Savitzky-Golay smoothing coefficients for a quadratic fit over 2m+1 points (centre sample). */
export function savitzkyGolayQuadratic(m: number): number[] {
  const denom = (2 * m + 3) * (2 * m + 1) * (2 * m - 1);
  const c: number[] = [];
  for (let i = -m; i <= m; i++) c.push((3 * (3 * m * m + 3 * m - 1 - 5 * i * i)) / denom);
  return c;
}

const median = (v: number[]): number => {
  const s = [...v].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

export function hampel(run: readonly number[], half: number, minOutlier: number): number[] {
  const out = [...run];
  for (let i = 0; i < run.length; i++) {
    const w = run.slice(Math.max(0, i - half), Math.min(run.length, i + half + 1));
    if (w.length < 3) continue;
    const med = median(w);
    const mad = 1.4826 * median(w.map((x) => Math.abs(x - med)));
    const dev = Math.abs((run[i] ?? med) - med);
    if (dev > Math.max(3 * mad, minOutlier)) out[i] = med;
  }
  return out;
}

/** Robust noise level of a run: for white noise, second differences have variance 6 sigma^2. */
export function jitterSigma(run: readonly number[]): number {
  if (run.length < 3) return 0;
  const d2: number[] = [];
  for (let k = 1; k + 1 < run.length; k++)
    d2.push(Math.abs((run[k - 1] ?? 0) - 2 * (run[k] ?? 0) + (run[k + 1] ?? 0)));
  return (1.4826 * median(d2)) / Math.sqrt(6);
}

/** Smooths one series; null entries are gaps that split it into independently filtered runs. */
export function smoothSeries(
  series: readonly (number | null)[],
  options: SmoothOptions,
): (number | null)[] {
  const win = Math.max(1, Math.round((options.windowSeconds ?? 0.5) * options.sampledFps));
  const m = Math.floor((win % 2 ? win : win + 1) / 2);
  const coeffs = m >= 2 ? savitzkyGolayQuadratic(m) : null;
  const out: (number | null)[] = [...series];
  let i = 0;
  while (i < series.length) {
    if (series[i] === null || series[i] === undefined) {
      i++;
      continue;
    }
    let j = i;
    while (j < series.length && series[j] !== null && series[j] !== undefined) j++;
    const run = series.slice(i, j) as number[];
    const clean = hampel(run, 2, options.minOutlier ?? 10);
    const bound = 2 * jitterSigma(clean);
    for (let k = 0; k < clean.length; k++) {
      const c = clean[k] ?? 0;
      let v = c;
      if (coeffs && k >= m && k + m < clean.length) {
        v = 0;
        for (let q = -m; q <= m; q++) v += (coeffs[q + m] ?? 0) * (clean[k + q] ?? 0);
        v = c + Math.max(-bound, Math.min(bound, v - c));
      }
      out[i + k] = v;
    }
    i = j;
  }
  return out;
}

/**
 * Applies smoothSeries to every quantity of a posture sequence (values only; confidence, from2d
 * and nulls are kept). Returns new objects; the input is not modified. Measures (metres) use a
 * proportionally smaller outlier floor.
 */
export function smoothPostures<T extends FramePosture>(
  frames: readonly T[],
  options: SmoothOptions,
): T[] {
  const out = copyPostures(frames);
  for (const g of POSTURE_GROUPS) {
    const keys = new Set<string>();
    for (const f of frames) for (const k of Object.keys(f[g])) keys.add(k);
    for (const key of keys) {
      const get = (f: FramePosture): MeasuredValue | null | undefined =>
        (f[g] as Record<string, MeasuredValue | null | undefined>)[key];
      const series = frames.map((f) => (f.personFound ? (get(f)?.value ?? null) : null));
      const minOutlier = g === 'measures' ? 0.1 : (options.minOutlier ?? 10);
      const smoothed = smoothSeries(series, { ...options, minOutlier });
      out.forEach((f, idx) => {
        const orig = get(f);
        const v = smoothed[idx];
        if (orig && v !== null && v !== undefined) {
          const step = g === 'measures' ? 1000 : 10;
          (f[g] as Record<string, MeasuredValue | null | undefined>)[key] = {
            ...orig,
            value: Math.round(v * step) / step,
          };
        }
      });
    }
  }
  return out;
}
