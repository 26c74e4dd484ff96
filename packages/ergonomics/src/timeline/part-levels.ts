import { BODY_PART_BAND_LIMITS, bodyPartBand, type BandedMethod } from '../bands/body-part-bands';
import { HEAT_COLOURS, type HeatLevel } from '../bands/risk-levels';

// SPEC §9 gives per-body-part bands for REBA (all six parts) and RULA neck, trunk, wrist. Ours, where
// it is silent: RULA upper arm like REBA's (same 1–6 range), RULA lower arm 1 / 2 / 3; ROSA items
// 1–2 low, 3–4 moderate, 5–6 high, 7+ very high (the sheet's own 1–2 / 3–4 / 5+ action bands).
const FILL_LIMITS: Record<BandedMethod, Record<string, readonly [number, number]>> = {
  reba: {},
  rula: { upper_arm: [2, 4], lower_arm: [1, 2] },
};

// SPEC §4 has four heat colours but §9's part bands three levels: a part at the top of a wide table
// range (REBA trunk 5, legs 4, upper arm 5+; RULA neck/trunk/upper arm 5+, wrist 4) is very high (red).
const VERY_HIGH_FROM: Record<BandedMethod, Record<string, number>> = {
  reba: { trunk: 5, leg: 4, upper_arm: 5 },
  rula: { neck: 5, trunk: 5, upper_arm: 5, wrist: 4 },
};

/** Heat level of one REBA or RULA body part's score (SPEC §9 per-body-part bands + the fills above). */
function postureLevel(method: BandedMethod, part: string, score: number): HeatLevel {
  const veryHigh = VERY_HIGH_FROM[method][part];
  if (veryHigh !== undefined && score >= veryHigh) return 'very_high';
  if (Object.hasOwn(BODY_PART_BAND_LIMITS[method], part)) return bodyPartBand(method, part, score);
  const fill = FILL_LIMITS[method][part];
  if (fill) return score <= fill[0] ? 'low' : score <= fill[1] ? 'moderate' : 'high';
  return 'low';
}

export const rebaPartLevel = (part: string, score: number): HeatLevel =>
  postureLevel('reba', part, score);

export const rulaPartLevel = (part: string, score: number): HeatLevel =>
  postureLevel('rula', part, score);

/** ROSA items: 1–2 low, 3–4 moderate, 5–6 high, 7+ very high. */
export const rosaPartLevel = (_part: string, score: number): HeatLevel =>
  score <= 2 ? 'low' : score <= 4 ? 'moderate' : score <= 6 ? 'high' : 'very_high';

export const heatColour = (level: HeatLevel) => HEAT_COLOURS[level];
