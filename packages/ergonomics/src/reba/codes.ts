/** REBA input codes exactly as SPEC §3 / API-CONTRACT name them, as const arrays for zod and forms. */
export const REBA_LOAD_CODES = ['LESS_THAN_5', 'BETWEEN_5_AND_10', 'GREATER_THAN_10'] as const;
export type RebaLoad = (typeof REBA_LOAD_CODES)[number];

export const REBA_COUPLING_CODES = ['GOOD', 'FAIR', 'POOR', 'UNACCEPTABLE'] as const;
export type RebaCoupling = (typeof REBA_COUPLING_CODES)[number];

export const REBA_ACTIVITY_CODES = [
  'STATIC_POSTURE',
  'REPEATED_SMALL_RANGE_ACTIONS',
  'LARGE_RANGE_CHANGES',
] as const;
export type RebaActivity = (typeof REBA_ACTIVITY_CODES)[number];

/** Worksheet knee-flexion boxes of the legs step (adds +1 for 30–60°, +2 for > 60°, not when seated). */
export const REBA_KNEE_CODES = ['NONE', 'BETWEEN_30_AND_60', 'GREATER_THAN_60'] as const;
export type RebaKnee = (typeof REBA_KNEE_CODES)[number];

/**
 * How the neck/trunk "twisted" and "side-bent" boxes add up (scoring-methods.md §1.10):
 * `paper` = Hignett & McAtamney 2000, one +1 "if twisting or side flexed" (default);
 * `worksheet` = ErgoPlus/Cornell worksheet, +1 twisted and +1 side-bent separately.
 */
export const REBA_ADJUST_MODES = ['paper', 'worksheet'] as const;
export type RebaAdjustMode = (typeof REBA_ADJUST_MODES)[number];

/** The load code for a weight in kg (paper boundaries: 5.00 kg -> 5–10, 10.00 kg -> 5–10, 10.01 -> > 10). */
export function rebaLoadFromKg(kg: number): RebaLoad {
  if (kg < 5) return 'LESS_THAN_5';
  if (kg <= 10) return 'BETWEEN_5_AND_10';
  return 'GREATER_THAN_10';
}
