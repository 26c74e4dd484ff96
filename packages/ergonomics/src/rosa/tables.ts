/* ROSA charts (official score sheet "THE RAPID OFFICE STRAIN ASSESSMENT – developed by Michael Sonne"). */

// Source: ROSA score sheet Section A — scoring-methods.md §3.4 (PRIMARY S6; identical in P4).
// Rows: seat pan height + depth 2..8; columns: armrest + back support 2..9.
export const ROSA_SECTION_A: readonly (readonly number[])[] = [
  [2, 2, 3, 4, 5, 6, 7, 8],
  [2, 2, 3, 4, 5, 6, 7, 8],
  [3, 3, 3, 4, 5, 6, 7, 8],
  [4, 4, 4, 4, 5, 6, 7, 8],
  [5, 5, 5, 5, 6, 7, 8, 9],
  [6, 6, 6, 7, 7, 8, 8, 9],
  [7, 7, 7, 8, 8, 9, 9, 9],
];

// Source: ROSA score sheet Section B — scoring-methods.md §3.5 (PRIMARY S6; identical in P4).
// Rows: telephone 0..6; columns: monitor 0..7.
export const ROSA_SECTION_B: readonly (readonly number[])[] = [
  [1, 1, 1, 2, 3, 4, 5, 6],
  [1, 1, 2, 2, 3, 4, 5, 6],
  [1, 2, 2, 3, 3, 4, 6, 7],
  [2, 2, 3, 3, 4, 5, 6, 8],
  [3, 3, 4, 4, 5, 6, 7, 8],
  [4, 4, 5, 5, 6, 7, 8, 9],
  [5, 5, 6, 7, 8, 8, 9, 9],
];

// Source: ROSA score sheet Section C — scoring-methods.md §3.6 (PRIMARY S6; identical in P4).
// Rows: mouse 0..7; columns: keyboard 0..7.
export const ROSA_SECTION_C: readonly (readonly number[])[] = [
  [1, 1, 1, 2, 3, 4, 5, 6],
  [1, 1, 2, 3, 4, 5, 6, 7],
  [1, 2, 2, 3, 4, 5, 6, 7],
  [2, 3, 3, 3, 5, 6, 7, 8],
  [3, 4, 4, 5, 5, 6, 7, 8],
  [4, 5, 5, 6, 6, 7, 8, 9],
  [5, 6, 6, 7, 7, 8, 8, 9],
  [6, 7, 7, 8, 8, 9, 9, 9],
];

// Source: ROSA score sheet "Monitor and Peripherals" chart — scoring-methods.md §3.7 (PRIMARY S6; = max(B, C)).
// Rows: Section B 1..9; columns: Section C 1..9.
export const ROSA_PERIPHERALS: readonly (readonly number[])[] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(
  (b) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => Math.max(b, c)),
);

// Source: ROSA score sheet final chart — scoring-methods.md §3.8 (PRIMARY S6; = max(chair, peripherals)).
// Rows: chair 1..10; columns: monitor & peripherals 1..10.
export const ROSA_FINAL: readonly (readonly number[])[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((a) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((b) => Math.max(a, b)),
);

function at(t: readonly (readonly number[])[], r: number, c: number, name: string): number {
  const v = t[r]?.[c];
  if (v === undefined) throw new RangeError(`${name} has no cell ${r}/${c}`);
  return v;
}

export const rosaSectionA = (heightDepth: number, armBack: number): number =>
  at(ROSA_SECTION_A, heightDepth - 2, armBack - 2, 'ROSA Section A');
export const rosaSectionB = (telephone: number, monitor: number): number =>
  at(ROSA_SECTION_B, telephone, monitor, 'ROSA Section B');
export const rosaSectionC = (mouse: number, keyboard: number): number =>
  at(ROSA_SECTION_C, mouse, keyboard, 'ROSA Section C');
export const rosaPeripherals = (b: number, c: number): number =>
  at(ROSA_PERIPHERALS, b - 1, c - 1, 'ROSA monitor & peripherals');
export const rosaFinal = (chair: number, peripherals: number): number =>
  at(ROSA_FINAL, chair - 1, peripherals - 1, 'ROSA final');
