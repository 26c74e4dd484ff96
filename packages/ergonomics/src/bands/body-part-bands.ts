import { ScoringInputError } from '../core/errors';
import type { HeatLevel } from './risk-levels';

/**
 * SPEC §9 per-body-part bands (low, moderate, high). SPEC writes them with shared end points
 * ("0-2, 2-3, 3+"). `upper_inclusive` (default) reads them as (lo, hi]: a part at its best score is
 * always low (REBA lower arm 1 = 60–100°). `lower_inclusive` reads [lo, hi), as SPEC's QEC bands must
 * be read. The README lists both mappings.
 */
export const BODY_PART_BAND_MODES = ['upper_inclusive', 'lower_inclusive'] as const;
export type BodyPartBandMode = (typeof BODY_PART_BAND_MODES)[number];

// Source: SPEC §9 "Per-body-part bands (low, moderate, high)": the two inner limits of each part.
export const BODY_PART_BAND_LIMITS = {
  reba: {
    neck: [2, 3],
    trunk: [2, 3],
    leg: [1, 2],
    lower_arm: [1, 2],
    upper_arm: [2, 4],
    wrist: [2, 3],
  },
  rula: { neck: [2, 4], trunk: [2, 4], wrist: [1, 3], wrist_twist: [1, 2] },
} as const;

export type BandedMethod = keyof typeof BODY_PART_BAND_LIMITS;
export type BandedPart<M extends BandedMethod> = keyof (typeof BODY_PART_BAND_LIMITS)[M];

export function bodyPartBand(
  method: BandedMethod,
  part: string,
  score: number,
  mode: BodyPartBandMode = 'upper_inclusive',
): Exclude<HeatLevel, 'very_high'> {
  const table: Readonly<Record<string, readonly [number, number]>> = BODY_PART_BAND_LIMITS[method];
  const limits = Object.hasOwn(table, part) ? table[part] : undefined;
  if (!limits) throw new ScoringInputError('unknown_code', 'part');
  if (!Number.isFinite(score)) throw new ScoringInputError('not_a_number', 'score');
  if (score < 0) throw new ScoringInputError('out_of_range', 'score', { min: 0, max: 99 });
  const [a, b] = limits;
  if (mode === 'upper_inclusive') return score <= a ? 'low' : score <= b ? 'moderate' : 'high';
  return score < a ? 'low' : score < b ? 'moderate' : 'high';
}

/** Bands for every part SPEC §9 lists in a REBA or RULA body_part_scores (others are left out). */
export function bodyPartBands(
  method: BandedMethod,
  scores: object,
  mode: BodyPartBandMode = 'upper_inclusive',
): Record<string, Exclude<HeatLevel, 'very_high'>> {
  const out: Record<string, Exclude<HeatLevel, 'very_high'>> = {};
  for (const [part, score] of Object.entries(scores) as [string, unknown][]) {
    if (typeof score === 'number' && part in BODY_PART_BAND_LIMITS[method])
      out[part] = bodyPartBand(method, part, score, mode);
  }
  return out;
}
