import { findMethod } from './registry';

/** A score's two ends on its method's own scale: the best (no risk) and the worst it can reach. */
export interface SeverityRange {
  best: number;
  worst: number;
}

/**
 * The methods whose scale is not a descriptor's: WISHA's lifting index is open-ended (3, three times
 * the weight limit, ranks as the worst), QEC's exposure is a percentage, and a checklist's
 * compliance is a percentage where more is better.
 */
const OPEN_SCALES: Readonly<Record<string, SeverityRange>> = {
  wisha: { best: 0, worst: 3 },
  qec: { best: 0, worst: 100 },
  checklist: { best: 100, worst: 0 },
};

/**
 * The range that places a score of this type between 0 (best) and 1 (worst), so assessments of
 * different methods (REBA 1–15 beside RULA 1–7) can be ranked within one risk level.
 */
export function severityRange(type: string): SeverityRange {
  const open = OPEN_SCALES[type];
  if (open) return open;
  const scale = findMethod(type)?.scale;
  return scale ? { best: scale.min, worst: scale.max } : { best: 0, worst: 1 };
}

/** A score's place between its method's best (0) and worst (1), clamped. */
export function severityOf(type: string, score: number): number {
  const { best, worst } = severityRange(type);
  const place = (score - best) / (worst - best);
  return Math.min(1, Math.max(0, place));
}
