/* REBA look-up tables. Rows/columns are 1-based scores; index = score - 1. */

// Source: REBA Employee Assessment Worksheet (Hignett & McAtamney 2000), Table A — scoring-methods.md §1.2
// (PRIMARY excerpt S2; identical in P1, P2, S9). TABLE_A[trunk-1][neck-1][legs-1].
export const REBA_TABLE_A: readonly (readonly (readonly number[])[])[] = [
  [
    [1, 2, 3, 4],
    [1, 2, 3, 4],
    [3, 3, 5, 6],
  ],
  [
    [2, 3, 4, 5],
    [3, 4, 5, 6],
    [4, 5, 6, 7],
  ],
  [
    [2, 4, 5, 6],
    [4, 5, 6, 7],
    [5, 6, 7, 8],
  ],
  [
    [3, 5, 6, 7],
    [5, 6, 7, 8],
    [6, 7, 8, 9],
  ],
  [
    [4, 6, 7, 8],
    [6, 7, 8, 9],
    [7, 8, 9, 9],
  ],
];

// Source: REBA worksheet Table B — scoring-methods.md §1.4 (PRIMARY excerpt S2; identical in P1, P2, S9).
// TABLE_B[upperArm-1][lowerArm-1][wrist-1].
export const REBA_TABLE_B: readonly (readonly (readonly number[])[])[] = [
  [
    [1, 2, 2],
    [1, 2, 3],
  ],
  [
    [1, 2, 3],
    [2, 3, 4],
  ],
  [
    [3, 4, 5],
    [4, 5, 5],
  ],
  [
    [4, 5, 5],
    [5, 6, 7],
  ],
  [
    [6, 7, 8],
    [7, 8, 8],
  ],
  [
    [7, 8, 8],
    [8, 9, 9],
  ],
];

// Source: REBA worksheet Table C — scoring-methods.md §1.6 (PRIMARY excerpt S2; identical in P1, P2, S9).
// TABLE_C[scoreA-1][scoreB-1].
export const REBA_TABLE_C: readonly (readonly number[])[] = [
  [1, 1, 1, 2, 3, 3, 4, 5, 6, 7, 7, 7],
  [1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 7, 8],
  [2, 3, 3, 3, 4, 5, 6, 7, 7, 8, 8, 8],
  [3, 4, 4, 4, 5, 6, 7, 8, 8, 9, 9, 9],
  [4, 4, 4, 5, 6, 7, 8, 8, 9, 9, 9, 9],
  [6, 6, 6, 7, 8, 8, 9, 9, 10, 10, 10, 10],
  [7, 7, 7, 8, 9, 9, 9, 10, 10, 11, 11, 11],
  [8, 8, 8, 9, 10, 10, 10, 10, 10, 11, 11, 11],
  [9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 12],
  [10, 10, 10, 11, 11, 11, 11, 12, 12, 12, 12, 12],
  [11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12],
  [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12],
];

// Source: REBA worksheet step 4 load/force and step 11 coupling — scoring-methods.md §1.3, §1.5.
export const REBA_LOAD_SCORE = { LESS_THAN_5: 0, BETWEEN_5_AND_10: 1, GREATER_THAN_10: 2 } as const;
export const REBA_COUPLING_SCORE = { GOOD: 0, FAIR: 1, POOR: 2, UNACCEPTABLE: 3 } as const;

/** Ranges of each part score after adjustments (scoring-methods.md §1.1); scores are clamped into them. */
export const REBA_PART_RANGE = {
  neck: [1, 3],
  trunk: [1, 5],
  leg: [1, 4],
  upper_arm: [1, 6],
  lower_arm: [1, 2],
  wrist: [1, 3],
} as const;

export function rebaTableA(trunk: number, neck: number, legs: number): number {
  const v = REBA_TABLE_A[trunk - 1]?.[neck - 1]?.[legs - 1];
  if (v === undefined)
    throw new RangeError(`REBA Table A has no cell trunk ${trunk} neck ${neck} legs ${legs}`);
  return v;
}

export function rebaTableB(upperArm: number, lowerArm: number, wrist: number): number {
  const v = REBA_TABLE_B[upperArm - 1]?.[lowerArm - 1]?.[wrist - 1];
  if (v === undefined)
    throw new RangeError(
      `REBA Table B has no cell upper arm ${upperArm} lower arm ${lowerArm} wrist ${wrist}`,
    );
  return v;
}

export function rebaTableC(scoreA: number, scoreB: number): number {
  const v = REBA_TABLE_C[scoreA - 1]?.[scoreB - 1];
  if (v === undefined) throw new RangeError(`REBA Table C has no cell A ${scoreA} B ${scoreB}`);
  return v;
}
