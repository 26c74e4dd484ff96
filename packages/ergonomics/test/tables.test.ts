/**
 * Every cell of every look-up table against the tables printed in test/reference/scoring-methods.md
 * (which were checked against the published worksheets there), plus corners and range checks.
 */
import { describe, expect, it } from 'vitest';
import {
  NIOSH_COUPLING_MULTIPLIER,
  qecPair,
  REBA_TABLE_A,
  REBA_TABLE_B,
  REBA_TABLE_C,
  rebaTableA,
  rebaTableB,
  rebaTableC,
  ROSA_FINAL,
  ROSA_PERIPHERALS,
  ROSA_SECTION_A,
  ROSA_SECTION_B,
  ROSA_SECTION_C,
  RULA_TABLE_A,
  RULA_TABLE_B,
  RULA_TABLE_C,
  rulaTableA,
  rulaTableB,
  rulaTableC,
  WISHA_FREQUENCY_CODES,
  WISHA_LIMIT_REDUCTION,
  WISHA_UNADJUSTED_LIMIT_LB,
  WISHA_DURATION_CODES,
} from '../src/index';
import { markdownTable, markdownTablesAfter, readReference } from './reference-files';

const md = readReference('scoring-methods.md');
const nums = (row: string[] | undefined, from: number): number[] =>
  (row ?? []).slice(from).map(Number);
const body = (t: string[][]): string[][] => t.slice(1);

describe('REBA tables (scoring-methods.md §1.2, §1.4, §1.6)', () => {
  it('Table A: every cell (5 trunk × 3 neck × 4 legs)', () => {
    const t = body(markdownTable(md, '1.2 Table A'));
    expect(t).toHaveLength(5);
    t.forEach((row, ti) => {
      const cells = nums(row, 1);
      expect(cells).toHaveLength(12);
      cells.forEach((v, k) =>
        expect(
          rebaTableA(ti + 1, Math.floor(k / 4) + 1, (k % 4) + 1),
          `trunk ${ti + 1} col ${k}`,
        ).toBe(v),
      );
    });
    expect(REBA_TABLE_A.flat(2)).toHaveLength(60);
  });
  it('Table B: every cell (6 upper arm × 2 lower arm × 3 wrist)', () => {
    const t = body(markdownTable(md, '1.4 Table B'));
    expect(t).toHaveLength(6);
    t.forEach((row, u) =>
      nums(row, 1).forEach((v, k) =>
        expect(rebaTableB(u + 1, Math.floor(k / 3) + 1, (k % 3) + 1)).toBe(v),
      ),
    );
    expect(REBA_TABLE_B.flat(2)).toHaveLength(36);
  });
  it('Table C: every cell (12 × 12)', () => {
    const t = body(markdownTable(md, '1.6 Table C'));
    expect(t).toHaveLength(12);
    t.forEach((row, a) => nums(row, 1).forEach((v, b) => expect(rebaTableC(a + 1, b + 1)).toBe(v)));
    expect(REBA_TABLE_C.flat()).toHaveLength(144);
  });
  it('corners and out-of-table look-ups', () => {
    expect(rebaTableA(1, 1, 1)).toBe(1);
    expect(rebaTableA(5, 3, 4)).toBe(9);
    expect(rebaTableB(1, 1, 1)).toBe(1);
    expect(rebaTableB(6, 2, 3)).toBe(9);
    expect(rebaTableC(1, 1)).toBe(1);
    expect(rebaTableC(12, 12)).toBe(12);
    expect(() => rebaTableA(6, 1, 1)).toThrow(RangeError);
    expect(() => rebaTableB(1, 3, 1)).toThrow(RangeError);
    expect(() => rebaTableC(0, 1)).toThrow(RangeError);
    expect(() => rebaTableC(1, 13)).toThrow(RangeError);
  });
});

describe('RULA tables (scoring-methods.md §2.2, §2.3, §2.5)', () => {
  it('Table A: every cell (6 × 3 × 4 × 2)', () => {
    const t = body(markdownTable(md, '2.2 Table A'));
    expect(t).toHaveLength(18);
    for (const row of t) {
      const [ua, la] = [Number(row[0]), Number(row[1])];
      nums(row, 2).forEach((v, k) =>
        expect(
          rulaTableA(ua, la, Math.floor(k / 2) + 1, (k % 2) + 1),
          `UA${ua} LA${la} k${k}`,
        ).toBe(v),
      );
    }
    expect(RULA_TABLE_A.flat(2)).toHaveLength(144);
    expect(rulaTableA(5, 2, 3, 2)).toBe(7); // the disputed cell (§2.8): 7, not 6
  });
  it('Table B: every cell (6 neck × 6 trunk × 2 legs)', () => {
    const t = body(markdownTable(md, '2.3 Table B'));
    expect(t).toHaveLength(6);
    t.forEach((row, n) =>
      nums(row, 1).forEach((v, k) =>
        expect(rulaTableB(n + 1, Math.floor(k / 2) + 1, (k % 2) + 1)).toBe(v),
      ),
    );
    expect(RULA_TABLE_B.flat()).toHaveLength(72);
  });
  it('Table C: every cell, with the 8+ row and 7+ column', () => {
    const t = body(markdownTable(md, '2.5 Table C'));
    expect(t).toHaveLength(8);
    t.forEach((row, c) => nums(row, 1).forEach((v, d) => expect(rulaTableC(c + 1, d + 1)).toBe(v)));
    expect(RULA_TABLE_C.flat()).toHaveLength(56);
    expect(rulaTableC(12, 12)).toBe(rulaTableC(8, 7));
    expect(rulaTableC(9, 3)).toBe(rulaTableC(8, 3));
    expect(() => rulaTableC(0, 1)).toThrow(RangeError);
    expect(() => rulaTableA(1, 1, 1, 3)).toThrow(RangeError);
    expect(() => rulaTableB(1, 1, 3)).toThrow(RangeError);
  });
});

describe('ROSA charts (scoring-methods.md §3.4–3.8)', () => {
  const cases: [string, readonly (readonly number[])[], number, number][] = [
    ['3.4 Section A', ROSA_SECTION_A, 7, 8],
    ['3.5 Section B', ROSA_SECTION_B, 7, 8],
    ['3.6 Section C', ROSA_SECTION_C, 8, 8],
    ['3.7 Monitor & peripherals', ROSA_PERIPHERALS, 9, 9],
    ['3.8 Final', ROSA_FINAL, 10, 10],
  ];
  for (const [heading, table, rows, cols] of cases) {
    it(`${heading}: every cell`, () => {
      const t = body(markdownTable(md, heading));
      expect(t).toHaveLength(rows);
      expect(table).toHaveLength(rows);
      t.forEach((row, r) => {
        const cells = nums(row, 1);
        expect(cells).toHaveLength(cols);
        expect(table[r]).toEqual(cells);
      });
    });
  }
});

describe('QEC pair tables (scoring-methods.md §4.2)', () => {
  it('every cell of every printed pair table equals 2(i + j − 1)', () => {
    const tables = markdownTablesAfter(md, '4.2 Exposure-score tables');
    expect(tables.length).toBe(17);
    let cells = 0;
    for (const t of tables) {
      for (const row of body(t)) {
        // B3..B5 rows are levels 1..3
        const label = row[0] ?? '';
        const level =
          Number(label.slice(1)) - (label.startsWith('B') && Number(label.slice(1)) >= 3 ? 2 : 0);
        nums(row, 1).forEach((v, j) => {
          expect(qecPair(level, j + 1), `${label} col ${j + 1}`).toBe(v);
          cells++;
        });
      }
    }
    expect(cells).toBe(156);
  });
});

describe('WISHA and NIOSH tables (scoring-methods.md §5.2, §5.3, §5.6)', () => {
  it('unadjusted weight limit: every cell of the (unverified) grid', () => {
    const t = body(markdownTable(md, '5.2 Unadjusted weight limit'));
    const zones = {
      'above shoulder': 'ABOVE_SHOULDER',
      'waist to shoulder': 'WAIST_TO_SHOULDER',
      'knee to waist': 'KNEE_TO_WAIST',
      'below knee': 'BELOW_KNEE',
    } as const;
    expect(t).toHaveLength(4);
    for (const row of t) {
      const z = zones[(row[0] ?? '') as keyof typeof zones];
      expect(nums(row, 1)).toEqual([
        WISHA_UNADJUSTED_LIMIT_LB[z].NEAR,
        WISHA_UNADJUSTED_LIMIT_LB[z].MID,
        WISHA_UNADJUSTED_LIMIT_LB[z].FAR,
      ]);
    }
  });
  it('limit reduction modifier: every cell', () => {
    const t = body(markdownTable(md, '5.3 Limit reduction modifier'));
    expect(t).toHaveLength(7);
    t.forEach((row, f) => {
      const code = WISHA_FREQUENCY_CODES[f];
      if (!code) throw new Error('row');
      expect(nums(row, 1)).toEqual(WISHA_DURATION_CODES.map((d) => WISHA_LIMIT_REDUCTION[code][d]));
    });
  });
  it('NIOSH coupling multiplier: every cell', () => {
    const t = body(markdownTable(md, '5.6 NIOSH'));
    for (const row of t) {
      const c = NIOSH_COUPLING_MULTIPLIER[(row[0] ?? '') as keyof typeof NIOSH_COUPLING_MULTIPLIER];
      expect(nums(row, 1)).toEqual([c.below75, c.atOrAbove75]);
    }
  });
});
