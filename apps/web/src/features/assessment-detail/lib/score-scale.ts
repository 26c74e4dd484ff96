import { rebaBand, rosaBand, rulaBand, type RiskLevel, type ScoreBand } from '@ergo/ergonomics';

/** The published scale of a method's final score. */
export interface ScoreScale {
  /** the highest score ("Score range 1–15") */
  max: number;
  /** SPEC §4 band of one score (the colours of the time-weighted distribution) */
  band: (score: number) => ScoreBand;
}

/*
 * The method descriptor does not carry the final score's scale yet, so this is the one place on
 * the screen that knows it, by method code. A method without a scale (a lift's lifting index, a
 * method added later) shows no range and a grey distribution until its descriptor names one.
 */
const SCALES: Readonly<Record<string, ScoreScale>> = {
  reba: { max: 15, band: rebaBand },
  rula: { max: 7, band: rulaBand },
  rosa: { max: 10, band: rosaBand },
};

export const scoreScale = (code: string): ScoreScale | null =>
  Object.hasOwn(SCALES, code) ? (SCALES[code] ?? null) : null;

/** The band of one score on the method's scale; null outside it or without a scale. */
export function scoreRisk(code: string, score: number): RiskLevel | null {
  const scale = scoreScale(code);
  if (!scale) return null;
  try {
    return scale.band(score).risk_level;
  } catch {
    return null;
  }
}
