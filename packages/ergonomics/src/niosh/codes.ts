/**
 * Revised NIOSH Lifting Equation (Waters et al. 1993; Applications Manual, NIOSH 94-110, 1994):
 * input codes and the reason codes each multiplier reports. Metric units throughout (kg, cm, °).
 */

/** Lifting duration class of Table 5: ≤ 1 h, > 1 h but ≤ 2 h, > 2 h but ≤ 8 h (with its recovery rules). */
export const NIOSH_DURATION_CODES = ['LE_1H', 'LE_2H', 'LE_8H'] as const;
export type NioshDuration = (typeof NIOSH_DURATION_CODES)[number];

/** Hand-to-object coupling of Table 6, scored by Table 7. */
export const NIOSH_COUPLING_CODES = ['GOOD', 'FAIR', 'POOR'] as const;
export type NioshCouplingCode = (typeof NIOSH_COUPLING_CODES)[number];

/** The ends of a lift: the origin always; the destination when it needs significant control. */
export const NIOSH_ENDS = ['origin', 'destination'] as const;
export type NioshEnd = (typeof NIOSH_ENDS)[number];

/** The six multipliers, in the order the equation and the worksheet write them. */
export const NIOSH_MULTIPLIERS = ['HM', 'VM', 'DM', 'AM', 'FM', 'CM'] as const;
export type NioshMultiplierName = (typeof NIOSH_MULTIPLIERS)[number];

/**
 * Why a multiplier has its value. `formula` is the manual's formula; the others are its limits:
 * a value below the start of a range counts as the start (multiplier 1), one beyond the end gives 0.
 */
export const NIOSH_REASONS = {
  HM: ['h_below_25', 'formula', 'h_above_63'],
  VM: ['formula', 'v_above_175'],
  DM: ['d_below_25', 'formula', 'd_above_175'],
  AM: ['formula', 'a_above_135'],
  FM: ['f_at_most_0_2', 'table_row', 'interpolated', 'above_max_frequency'],
  CM: ['good', 'fair_v_below_75', 'fair_v_at_or_above_75', 'poor'],
} as const;
export type NioshReason<M extends NioshMultiplierName = NioshMultiplierName> =
  (typeof NIOSH_REASONS)[M][number];

/** A multiplier's value and the rule that gave it. */
export interface NioshFactor<M extends NioshMultiplierName = NioshMultiplierName> {
  value: number;
  reason: NioshReason<M>;
}

/** Why an index could not be computed: its limit is 0 (the load is beyond any limit). */
export const NIOSH_UNDEFINED_REASONS = [
  'rwl_zero', // a multiplier of the governing end is 0: RWL = 0
  'firwl_zero', // a multiplier other than FM is 0: FIRWL = 0, so FILI (and the CLI) is undefined
  'fm_zero', // the frequency multiplier for a summed frequency is 0: the CLI is undefined
] as const;
export type NioshUndefinedReason = (typeof NIOSH_UNDEFINED_REASONS)[number];
