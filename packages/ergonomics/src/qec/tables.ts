import type { HeatLevel } from '../bands/risk-levels';

// Source: QEC exposure-score tables, scoring-methods.md §4.2 (RECONSTRUCTED/SECONDARY, S9): every cell of
// every pair table equals 2 × (i + j − 1) for 1-based levels i, j. Kept as a formula plus this check table.
export function qecPair(i: number, j: number): number {
  return 2 * (i + j - 1);
}

// Source: scoring-methods.md §4.2 "Other factors": driving, vibration, work pace 1/4/9; stress 1/4/9/16.
export const QEC_OTHER_SCORES: readonly number[] = [1, 4, 9, 16];

// Source: SPEC §9 QEC part score bands, read as half-open [lo, hi) (they share their end points);
// identical to scoring-methods.md §4.3 on every reachable (even) score. Upper bounds of low/moderate/high.
export const QEC_LEVEL_LIMITS = {
  back_static: [16, 23, 29],
  back_moving: [21, 31, 41],
  shoulder_arm: [21, 31, 41],
  wrist_hand: [21, 31, 41],
  neck: [8, 12, 16],
  other: [4, 9, 16],
} as const;

export function qecLevel(kind: keyof typeof QEC_LEVEL_LIMITS, score: number): HeatLevel {
  const [a, b, c] = QEC_LEVEL_LIMITS[kind];
  if (score < a) return 'low';
  if (score < b) return 'moderate';
  if (score < c) return 'high';
  return 'very_high';
}

/** Brown & Li 2003: Xmax 162 (static back task) or 176 (manual handling). */
export const QEC_X_MAX = { STATIC: 162, MOVING: 176 } as const;
