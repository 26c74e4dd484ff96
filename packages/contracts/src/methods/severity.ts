import { methodTraits } from './registry';
import type { SeverityRange } from './traits';

export type { SeverityRange } from './traits';

/**
 * The range that places a score of this type between 0 (best) and 1 (worst), so assessments of
 * different methods (REBA 1–15 beside RULA 1–7) can be ranked within one risk level: each
 * method's own `severity` (its scale's ends; WISHA's open lifting index ranks 3 as the worst, a
 * checklist's compliance is a percentage where more is better).
 */
export function severityRange(type: string): SeverityRange {
  return methodTraits(type)?.severity ?? { best: 0, worst: 1 };
}

/** A score's place between its method's best (0) and worst (1), clamped. */
export function severityOf(type: string, score: number): number {
  const { best, worst } = severityRange(type);
  const place = (score - best) / (worst - best);
  return Math.min(1, Math.max(0, place));
}
