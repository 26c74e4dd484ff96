/** RULA input codes exactly as SPEC §3 / API-CONTRACT name them. */
export const RULA_LOAD_CODES = [
  'LESS_THAN_2KG',
  'BETWEEN_2_TO_10',
  'BETWEEN_2_TO_10_STATIC',
  'GREATER_THAN_10_REPEATED',
] as const;
export type RulaLoad = (typeof RULA_LOAD_CODES)[number];

export const RULA_LOAD_MODES = ['intermittent', 'static', 'repeated'] as const;
export type RulaLoadMode = (typeof RULA_LOAD_MODES)[number];

/**
 * Force score for >= 10 kg intermittent (scoring-methods.md §2.8): `paper` = McAtamney & Corlett 1993,
 * 2 (default); `worksheet` = the worksheet line "more than 22 lbs or repeated or shocks: +3", 3.
 */
export const RULA_HEAVY_INTERMITTENT_MODES = ['paper', 'worksheet'] as const;
export type RulaHeavyIntermittent = (typeof RULA_HEAVY_INTERMITTENT_MODES)[number];

/** Force/load score of each SPEC load code (McAtamney & Corlett 1993; scoring-methods.md §2.4). */
export const RULA_LOAD_SCORE = {
  LESS_THAN_2KG: 0,
  BETWEEN_2_TO_10: 1,
  BETWEEN_2_TO_10_STATIC: 2,
  GREATER_THAN_10_REPEATED: 3,
} as const satisfies Record<RulaLoad, number>;

/**
 * The force score for a weight: < 2 kg -> 0 (also static/repeated); 2.00–< 10 kg -> 1 intermittent,
 * 2 static/repeated; >= 10 kg -> 3 static/repeated, intermittent per `heavyIntermittent`; shock -> 3.
 */
export function rulaForceScore(
  kg: number,
  mode: RulaLoadMode,
  shock: boolean,
  heavyIntermittent: RulaHeavyIntermittent = 'paper',
): 0 | 1 | 2 | 3 {
  if (shock) return 3;
  if (kg < 2) return 0;
  if (kg < 10) return mode === 'intermittent' ? 1 : 2;
  if (mode !== 'intermittent') return 3;
  return heavyIntermittent === 'worksheet' ? 3 : 2;
}

/** The SPEC load code whose score equals a force score (0..3). */
export function rulaLoadFromScore(score: 0 | 1 | 2 | 3): RulaLoad {
  return RULA_LOAD_CODES[score];
}
