import type { NioshDuration, NioshFactor } from './codes';
import { NIOSH_FREQUENCY_TABLE, NIOSH_LIMITS, type NioshFrequencyRow } from './tables';

/** FM with the Table 5 rows it was read from, so an explanation can name them. */
export interface NioshFrequencyFactor extends NioshFactor<'FM'> {
  /** the rows read: one (an exact row, or 0.2 for rarer lifting), two when interpolated, none past the table */
  rows: readonly number[];
  /** the highest rate (lifts/min) this column gives a multiplier above 0 for */
  maxLiftsPerMin: number;
}

const columnOf = (vOriginCm: number): 0 | 1 => (vOriginCm < NIOSH_LIMITS.vSplit ? 0 : 1);

function cellOf(r: NioshFrequencyRow, duration: NioshDuration, column: 0 | 1): number {
  return r.fm[duration][column];
}

/** The last row of the column with a multiplier above 0: beyond it the column gives 0. */
function lastNonZero(duration: NioshDuration, column: 0 | 1): NioshFrequencyRow {
  const rows = NIOSH_FREQUENCY_TABLE.filter((r) => cellOf(r, duration, column) > 0);
  const last = rows[rows.length - 1];
  if (!last) throw new RangeError(`niosh Table 5: column ${duration}/${column} has no value`);
  return last;
}

/**
 * Frequency multiplier FM from Table 5 (Applications Manual 1994), for F lifts/min, the duration class
 * and V at the origin (§1.3.5: "the vertical location (V) of the hands at the origin"; so FM is the same
 * at both ends of a lift).
 *
 * Between rows, FM is interpolated linearly between the two nearest rows. The manual (§1.3, "in some
 * cases it will be necessary to use linear interpolation ... when the measured frequency is not a whole
 * number, the appropriate multiplier must be interpolated between the frequency values in the table")
 * says so, and its Example 7 interpolates F = 2.4 between the 2 and 3 rows: both as quoted, with page
 * numbers, from the 2021 reprint (which keeps the 1994 formulas and tables) in a public method
 * specification; the manual itself could not be read here. Not rounded: the manual rounds multipliers
 * to two decimals only for its worked examples (p. 29).
 *
 * F ≤ 0.2 is read at the 0.2 row (Table 5 footnote). F above the column's highest non-zero row gives 0
 * ("lifting above the maximum frequency results in a RWL of 0"): we do not interpolate towards a 0
 * cell, since a 0 cell means that rate is not allowed at all (e.g. 8.5 lifts/min, 2–8 h, V < 75 → 0).
 */
export function nioshFm(
  liftsPerMin: number,
  duration: NioshDuration,
  vOriginCm: number,
): NioshFrequencyFactor {
  const column = columnOf(vOriginCm);
  const max = lastNonZero(duration, column);
  const base = { maxLiftsPerMin: max.liftsPerMin };
  const first = NIOSH_FREQUENCY_TABLE[0];
  if (!first) throw new RangeError('niosh Table 5 is empty');
  if (liftsPerMin <= NIOSH_LIMITS.fMin)
    return {
      ...base,
      value: cellOf(first, duration, column),
      reason: 'f_at_most_0_2',
      rows: [first.liftsPerMin],
    };
  if (liftsPerMin > max.liftsPerMin)
    return { ...base, value: 0, reason: 'above_max_frequency', rows: [] };
  const hiIndex = NIOSH_FREQUENCY_TABLE.findIndex((r) => r.liftsPerMin >= liftsPerMin);
  const hi = NIOSH_FREQUENCY_TABLE[hiIndex];
  const lo = NIOSH_FREQUENCY_TABLE[hiIndex - 1];
  if (!hi || !lo) throw new RangeError(`niosh Table 5: no rows around ${liftsPerMin}`);
  if (hi.liftsPerMin === liftsPerMin)
    return {
      ...base,
      value: cellOf(hi, duration, column),
      reason: 'table_row',
      rows: [hi.liftsPerMin],
    };
  const share = (liftsPerMin - lo.liftsPerMin) / (hi.liftsPerMin - lo.liftsPerMin);
  const from = cellOf(lo, duration, column);
  const to = cellOf(hi, duration, column);
  return {
    ...base,
    value: from + (to - from) * share,
    reason: 'interpolated',
    rows: [lo.liftsPerMin, hi.liftsPerMin],
  };
}
