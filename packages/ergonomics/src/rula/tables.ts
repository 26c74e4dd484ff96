/* RULA look-up tables. Rows/columns are 1-based scores; index = score - 1. */

// Source: RULA Table A — scoring-methods.md §2.2 (SECONDARY consensus P2, S9 and 5 further
// implementations; cell UA5/LA2/W3/WT2 = 7, see §2.8). TABLE_A[upperArm-1][lowerArm-1][(wrist-1)*2 + (twist-1)].
export const RULA_TABLE_A: readonly (readonly (readonly number[])[])[] = [
  [
    [1, 2, 2, 2, 2, 3, 3, 3],
    [2, 2, 2, 2, 3, 3, 3, 3],
    [2, 3, 3, 3, 3, 3, 4, 4],
  ],
  [
    [2, 3, 3, 3, 3, 4, 4, 4],
    [3, 3, 3, 3, 3, 4, 4, 4],
    [3, 4, 4, 4, 4, 4, 5, 5],
  ],
  [
    [3, 3, 4, 4, 4, 4, 5, 5],
    [3, 4, 4, 4, 4, 4, 5, 5],
    [4, 4, 4, 4, 4, 5, 5, 5],
  ],
  [
    [4, 4, 4, 4, 4, 5, 5, 5],
    [4, 4, 4, 4, 4, 5, 5, 5],
    [4, 4, 4, 5, 5, 5, 6, 6],
  ],
  [
    [5, 5, 5, 5, 5, 6, 6, 7],
    [5, 6, 6, 6, 6, 7, 7, 7],
    [6, 6, 6, 7, 7, 7, 7, 8],
  ],
  [
    [7, 7, 7, 7, 7, 8, 8, 9],
    [8, 8, 8, 8, 8, 9, 9, 9],
    [9, 9, 9, 9, 9, 9, 9, 9],
  ],
];

// Source: RULA Table B — scoring-methods.md §2.3 (PRIMARY excerpt S4 rows 1–4; rows 5–6 from P2/P3/S9,
// all agree). TABLE_B[neck-1][(trunk-1)*2 + (legs-1)].
export const RULA_TABLE_B: readonly (readonly number[])[] = [
  [1, 3, 2, 3, 3, 4, 5, 5, 6, 6, 7, 7],
  [2, 3, 2, 3, 4, 5, 5, 5, 6, 7, 7, 7],
  [3, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 7],
  [5, 5, 5, 6, 6, 7, 7, 7, 7, 7, 8, 8],
  [7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8],
  [8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9],
];

// Source: RULA Table C — scoring-methods.md §2.5 (SECONDARY consensus P2, P3, S9). Row 8 = "8+", column 7 = "7+".
export const RULA_TABLE_C: readonly (readonly number[])[] = [
  [1, 2, 3, 3, 4, 5, 5],
  [2, 2, 3, 4, 4, 5, 5],
  [3, 3, 3, 4, 4, 5, 6],
  [3, 3, 3, 4, 5, 6, 6],
  [4, 4, 4, 5, 6, 7, 7],
  [4, 4, 5, 6, 6, 7, 7],
  [5, 5, 6, 6, 7, 7, 7],
  [5, 5, 6, 7, 7, 7, 7],
];

/** Part score ranges after adjustments (scoring-methods.md §2.1); scores are clamped into them. */
export const RULA_PART_RANGE = {
  upper_arm: [1, 6],
  lower_arm: [1, 3],
  wrist: [1, 4],
  wrist_twist: [1, 2],
  neck: [1, 6],
  trunk: [1, 6],
  legs: [1, 2],
} as const;

export function rulaTableA(
  upperArm: number,
  lowerArm: number,
  wrist: number,
  twist: number,
): number {
  const v = RULA_TABLE_A[upperArm - 1]?.[lowerArm - 1]?.[(wrist - 1) * 2 + (twist - 1)];
  if (v === undefined || twist < 1 || twist > 2)
    throw new RangeError(`RULA Table A has no cell ${upperArm}/${lowerArm}/${wrist}/${twist}`);
  return v;
}

export function rulaTableB(neck: number, trunk: number, legs: number): number {
  const v = RULA_TABLE_B[neck - 1]?.[(trunk - 1) * 2 + (legs - 1)];
  if (v === undefined || legs < 1 || legs > 2)
    throw new RangeError(`RULA Table B has no cell ${neck}/${trunk}/${legs}`);
  return v;
}

/** Table C with the printed "8+" row and "7+" column. */
export function rulaTableC(scoreC: number, scoreD: number): number {
  const v = RULA_TABLE_C[Math.min(scoreC, 8) - 1]?.[Math.min(scoreD, 7) - 1];
  if (v === undefined) throw new RangeError(`RULA Table C has no cell ${scoreC}/${scoreD}`);
  return v;
}
