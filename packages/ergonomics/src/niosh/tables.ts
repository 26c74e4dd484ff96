import type { NioshDuration } from './codes';

// Source: Waters, Putz-Anderson, Garg & Fine (1993) Ergonomics 36:749-776, Table 1, and the
// Applications Manual (NIOSH 94-110, 1994), §1.3, metric column: load constant and multiplier formulas,
// with the ranges of §1.3.1-1.3.4 (H 25-63 cm, V 0-175 cm, D 25-175 cm, A 0-135°).
export const NIOSH_LOAD_CONSTANT_KG = 23;
export const NIOSH_LIMITS = {
  /** HM = 25/H; H below 25 cm counts as 25 cm (HM 1); beyond 63 cm HM = 0 */
  h: { min: 25, max: 63 },
  /** VM = 1 − 0.003·|V − 75|; above 175 cm (the upper reach) VM = 0 */
  v: { optimum: 75, slope: 0.003, max: 175 },
  /** DM = 0.82 + 4.5/D; D below 25 cm counts as 25 cm (DM 1); beyond 175 cm DM = 0 */
  d: { min: 25, max: 175, base: 0.82, numerator: 4.5 },
  /** AM = 1 − 0.0032·A; beyond 135° AM = 0 */
  a: { slope: 0.0032, max: 135 },
  /** Table 5 and Table 7 split on the hand height: V < 75 cm (30 in) and V ≥ 75 cm */
  vSplit: 75,
  /** Table 5: a rate of 0.2 lifts/min or less (once every 5 min or less often) is read at 0.2 */
  fMin: 0.2,
} as const;

/** One row of Table 5: the frequency multiplier per duration class, [V < 75 cm, V ≥ 75 cm]. */
export interface NioshFrequencyRow {
  liftsPerMin: number;
  fm: Readonly<Record<NioshDuration, readonly [below75: number, atOrAbove75: number]>>;
}

const row = (
  liftsPerMin: number,
  le1h: readonly [number, number],
  le2h: readonly [number, number],
  le8h: readonly [number, number],
): NioshFrequencyRow => ({ liftsPerMin, fm: { LE_1H: le1h, LE_2H: le2h, LE_8H: le8h } });

// Source: Applications Manual (NIOSH 94-110, 1994), Table 5 "Frequency Multiplier Table (FM)"; the same
// values in Waters et al. 1993, Table 5, and on the NIOSH Lifting Analysis Worksheet. The table's V split
// is 30 in; its metric equivalent 75 cm is the one Table 7 prints. Above 15 lifts/min every cell is 0.
// A 0 cell marks a rate above the column's maximum frequency ("lifting above the maximum frequency
// results in a RWL of 0", §1.3.5). The printed page was not readable here: every cell was checked
// against several independent public implementations of the table (all identical).
export const NIOSH_FREQUENCY_TABLE: readonly NioshFrequencyRow[] = [
  row(0.2, [1.0, 1.0], [0.95, 0.95], [0.85, 0.85]),
  row(0.5, [0.97, 0.97], [0.92, 0.92], [0.81, 0.81]),
  row(1, [0.94, 0.94], [0.88, 0.88], [0.75, 0.75]),
  row(2, [0.91, 0.91], [0.84, 0.84], [0.65, 0.65]),
  row(3, [0.88, 0.88], [0.79, 0.79], [0.55, 0.55]),
  row(4, [0.84, 0.84], [0.72, 0.72], [0.45, 0.45]),
  row(5, [0.8, 0.8], [0.6, 0.6], [0.35, 0.35]),
  row(6, [0.75, 0.75], [0.5, 0.5], [0.27, 0.27]),
  row(7, [0.7, 0.7], [0.42, 0.42], [0.22, 0.22]),
  row(8, [0.6, 0.6], [0.35, 0.35], [0.18, 0.18]),
  row(9, [0.52, 0.52], [0.3, 0.3], [0.0, 0.15]),
  row(10, [0.45, 0.45], [0.26, 0.26], [0.0, 0.13]),
  row(11, [0.41, 0.41], [0.0, 0.23], [0.0, 0.0]),
  row(12, [0.37, 0.37], [0.0, 0.21], [0.0, 0.0]),
  row(13, [0.0, 0.34], [0.0, 0.0], [0.0, 0.0]),
  row(14, [0.0, 0.31], [0.0, 0.0], [0.0, 0.0]),
  row(15, [0.0, 0.28], [0.0, 0.0], [0.0, 0.0]),
];

// Table 7 (coupling multiplier) has one copy in the package, in wisha/tables.ts
// (NIOSH_COUPLING_MULTIPLIER), which WISHA's grip modifier reads too; niosh/multipliers.ts reads it.
