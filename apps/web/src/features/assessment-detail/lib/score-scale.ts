import { findMethod, type ScoreScale } from '@ergo/contracts';
import type { RiskLevel } from '@ergo/ergonomics';

/** The scale of a method's final score, from its descriptor (null: open-ended, a lifting index). */
export const scoreScale = (code: string): ScoreScale | null => findMethod(code)?.scale ?? null;

/** The band of one score on the method's scale; null outside it or without a scale. */
export function scoreRisk(code: string, score: number): RiskLevel | null {
  const scale = scoreScale(code);
  if (!scale || score < scale.min || score > scale.max || !Number.isInteger(score)) return null;
  return scale.band(score).risk_level;
}
