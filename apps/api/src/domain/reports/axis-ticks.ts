import type { Language } from '@ergo/contracts';
import { formatters } from './sections';

/** A tick spacing of 1, 2 or 5 times a power of ten giving about `ticks` steps over `span`. */
export function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/**
 * The multiples of `step` from `low` to `high`, each computed from its index (a running sum
 * drifts: 0.1 × 3 is not 0.3), and zero as 0, never -0, which Intl would print "-0".
 */
export function axisTicks(low: number, high: number, step: number): number[] {
  const first = Math.ceil(low / step - 1e-9);
  const last = Math.floor(high / step + 1e-9);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => {
    const value = (first + i) * step;
    return Math.abs(value) < step * 1e-9 ? 0 : value;
  });
}

/** An angle tick in the report's language: "-5°", "0°" (-0.3 rounds to "0°", never "-0°"). */
export const angleTick = (angle: number, lang: Language) => `${formatters(lang).number(angle, 0)}°`;
