import { describe, expect, it } from 'vitest';
import {
  NIOSH_DURATION_CODES,
  NIOSH_FREQUENCY_TABLE,
  nioshAm,
  nioshCm,
  nioshDm,
  nioshFm,
  nioshHm,
  nioshVm,
} from '../src/index';

/** Multipliers are compared to 1e-9: they are formulas or table cells, never rounded. */
const TOL = 9;

describe('NIOSH multipliers: formulas and their limits (metric, Applications Manual §1.3)', () => {
  const cases = [
    // [name, factor, value, reason]
    ['HM, H 24 cm: under 25 counts as 25', nioshHm(24), 1, 'h_below_25'],
    ['HM, H 25 cm: 25/25', nioshHm(25), 1, 'formula'],
    ['HM, H 40 cm: 25/40', nioshHm(40), 0.625, 'formula'],
    ['HM, H 63 cm: last in range', nioshHm(63), 25 / 63, 'formula'],
    ['HM, H 64 cm: out of reach', nioshHm(64), 0, 'h_above_63'],
    ['VM, V 0 (floor)', nioshVm(0), 0.775, 'formula'],
    ['VM, V 75 (optimum)', nioshVm(75), 1, 'formula'],
    ['VM, V 175: last in range', nioshVm(175), 0.7, 'formula'],
    ['VM, V 176: above reach', nioshVm(176), 0, 'v_above_175'],
    ['DM, D 24 cm: under 25 counts as 25', nioshDm(24), 1, 'd_below_25'],
    ['DM, D 25 cm: 0.82 + 4.5/25', nioshDm(25), 1, 'formula'],
    ['DM, D 70 cm', nioshDm(70), 0.82 + 4.5 / 70, 'formula'],
    ['DM, D 175 cm: last in range', nioshDm(175), 0.82 + 4.5 / 175, 'formula'],
    ['DM, D 176 cm: beyond range', nioshDm(176), 0, 'd_above_175'],
    ['AM, A 0°', nioshAm(0), 1, 'formula'],
    ['AM, A 135°: last in range', nioshAm(135), 0.568, 'formula'],
    ['AM, A 136°: beyond range', nioshAm(136), 0, 'a_above_135'],
  ] as const;
  for (const [name, factor, value, reason] of cases)
    it(name, () => {
      expect(factor.value).toBeCloseTo(value, TOL);
      expect(factor.reason).toBe(reason);
    });
});

describe('NIOSH frequency multiplier (Table 5)', () => {
  it('reads every table cell at its row (both V columns, every duration)', () => {
    for (const row of NIOSH_FREQUENCY_TABLE)
      for (const d of NIOSH_DURATION_CODES) {
        const [below, above] = row.fm[d];
        // a 0 cell is beyond the column's maximum frequency, so its reason says so
        const low = nioshFm(row.liftsPerMin, d, 74.9);
        const high = nioshFm(row.liftsPerMin, d, 75);
        expect(low.value).toBe(below);
        expect(high.value).toBe(above);
        if (row.liftsPerMin > 0.2 && below > 0) expect(low.reason).toBe('table_row');
        if (below === 0) expect(low.reason).toBe('above_max_frequency');
      }
  });
  it('spot cells, as printed (Applications Manual Table 5)', () => {
    expect(nioshFm(1, 'LE_1H', 30).value).toBe(0.94);
    expect(nioshFm(4, 'LE_2H', 30).value).toBe(0.72);
    expect(nioshFm(5, 'LE_8H', 100).value).toBe(0.35);
    expect(nioshFm(9, 'LE_8H', 100).value).toBe(0.15);
    expect(nioshFm(12, 'LE_2H', 100).value).toBe(0.21);
    expect(nioshFm(15, 'LE_1H', 100).value).toBe(0.28);
  });
  it('0.2 lifts/min or fewer is read at the 0.2 row', () => {
    expect(nioshFm(0.1, 'LE_8H', 30)).toMatchObject({ value: 0.85, reason: 'f_at_most_0_2' });
    expect(nioshFm(0, 'LE_1H', 30)).toMatchObject({ value: 1, reason: 'f_at_most_0_2' });
    expect(nioshFm(0.2, 'LE_2H', 30)).toMatchObject({ value: 0.95, reason: 'f_at_most_0_2' });
  });
  it('between rows: linear interpolation between the two nearest rows (manual §1.3, Example 7)', () => {
    // 2.4 lifts/min, ≤ 1 h: 0.91 + (0.88 − 0.91) × 0.4 = 0.898 (the manual's own case, F = 2.4)
    const f = nioshFm(2.4, 'LE_1H', 30);
    expect(f.value).toBeCloseTo(0.898, TOL);
    expect(f).toMatchObject({ reason: 'interpolated', rows: [2, 3] });
    // 0.35 lifts/min, 2–8 h: halfway between 0.85 (0.2) and 0.81 (0.5)
    expect(nioshFm(0.35, 'LE_8H', 30).value).toBeCloseTo(0.83, TOL);
    // 5.33 lifts/min (the manual's special-procedure rate), 1–2 h: 0.60 + (0.50 − 0.60) × 0.33
    expect(nioshFm(5.33, 'LE_2H', 100).value).toBeCloseTo(0.567, TOL);
  });
  it('past the table (more than 15 lifts/min) FM is 0', () => {
    expect(nioshFm(15.01, 'LE_1H', 100)).toMatchObject({
      value: 0,
      reason: 'above_max_frequency',
      maxLiftsPerMin: 15,
    });
    expect(nioshFm(16, 'LE_1H', 100).value).toBe(0);
  });
  it("above a column's last non-zero row FM is 0: no interpolation towards a 0 cell", () => {
    // 2–8 h, V < 75: 8 lifts/min → 0.18, 9 → 0.00; 8.5 is above the column's maximum (8)
    expect(nioshFm(8, 'LE_8H', 30).value).toBe(0.18);
    expect(nioshFm(8.5, 'LE_8H', 30)).toMatchObject({ value: 0, reason: 'above_max_frequency' });
    expect(nioshFm(8.5, 'LE_8H', 30).maxLiftsPerMin).toBe(8);
    // the same rate with the hands at 75 cm or higher is within its column: 0.18 → 0.15
    expect(nioshFm(8.5, 'LE_8H', 75).value).toBeCloseTo(0.165, TOL);
    // ≤ 1 h, V < 75: 12 → 0.37, 12.5 → 0; ≤ 2 h, V ≥ 75: 12 → 0.21, 12.1 → 0
    expect(nioshFm(12.5, 'LE_1H', 30).value).toBe(0);
    expect(nioshFm(12.1, 'LE_2H', 100).value).toBe(0);
  });
  it('the V split is 75 cm: 74.9 reads the low column, 75 the high one', () => {
    expect(nioshFm(13, 'LE_1H', 74.9).value).toBe(0);
    expect(nioshFm(13, 'LE_1H', 75).value).toBe(0.34);
  });
});

describe('NIOSH coupling multiplier (Table 7)', () => {
  it('good 1, fair 0.95 below 75 cm and 1 from 75 cm, poor 0.90', () => {
    expect(nioshCm('GOOD', 30)).toEqual({ value: 1, reason: 'good' });
    expect(nioshCm('GOOD', 120)).toEqual({ value: 1, reason: 'good' });
    expect(nioshCm('FAIR', 74.9)).toEqual({ value: 0.95, reason: 'fair_v_below_75' });
    expect(nioshCm('FAIR', 75)).toEqual({ value: 1, reason: 'fair_v_at_or_above_75' });
    expect(nioshCm('POOR', 30)).toEqual({ value: 0.9, reason: 'poor' });
    expect(nioshCm('POOR', 120)).toEqual({ value: 0.9, reason: 'poor' });
  });
});
