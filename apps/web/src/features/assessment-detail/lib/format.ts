import { readableOn } from '@ergo/contracts';
import {
  formatFraction,
  formatNumber as writeNumber,
  HEAT_COLOURS,
  numberFormat,
  type HeatLevel,
} from '@ergo/ergonomics';

export function formatNumber(
  value: number | null | undefined,
  language: string,
  digits = 1,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return writeNumber(value, language, digits);
}

/** '0:07.4' — a position in the video. */
export function formatTime(seconds: number, language: string): string {
  const m = Math.floor(seconds / 60);
  const s = seconds - m * 60;
  const secs = numberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    minimumIntegerDigits: 2,
  }).format(s);
  return `${m}:${secs}`;
}

/** A share of 0–1 as a whole percentage, by Intl: '21%' in English, '%21' in Turkish. */
export function formatShare(share: number, language: string): string {
  return formatFraction(share, language, 0);
}

/**
 * A number of seconds with one decimal in the reader's locale ('7.4', '7,4'): every time the
 * catalogues write as "{{time}} s" / "{{time}} sn" goes through here ("Kare: 7,4 sn").
 */
export function formatSeconds(seconds: number, language: string): string {
  return formatNumber(seconds, language, 1);
}

const HEAT_LEVEL_SET = new Set<string>(Object.keys(HEAT_COLOURS));
export const isHeatLevel = (level: string): level is HeatLevel => HEAT_LEVEL_SET.has(level);

/** Text colour that reads on a heat colour at 4.5:1 (dark on green, yellow and orange, white on red). */
export const onHeat = (hex: string) => readableOn(hex);

/** SPEC §9 angle bands as drawn on the graphs and the kinematics bars. */
export const ANGLE_BAND_HEX = { green: '#2E9E44', amber: '#F28C00', red: '#D62828' } as const;
