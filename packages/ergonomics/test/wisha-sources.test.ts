import { describe, expect, it } from 'vitest';
import {
  explainSteps,
  scoreWisha,
  WISHA_DURATION_CODES,
  WISHA_ENVIRONMENT_CODES,
  WISHA_GRIP_CODES,
  WISHA_LIMIT_REDUCTION,
  WISHA_TWIST_MULTIPLIER,
  type WishaDuration,
  type WishaFrequency,
} from '../src/index';
import { baseWisha } from './helpers';

/**
 * NIOSH frequency multiplier FM, V ≥ 75 cm column (Waters, Putz-Anderson & Garg 1994, Applications
 * Manual, Table 5; the same values on the NIOSH Lifting Analysis Worksheet), at the lowest lift rate
 * of each WISHA frequency band. Columns: ≤ 1 h, 1–2 h, 2–8 h.
 */
const NIOSH_FM_AT_BAND_START: Readonly<
  Record<Exclude<WishaFrequency, 'MORE_THAN_10'>, Readonly<Record<WishaDuration, number>>>
> = {
  LESS_THAN_1: { less_than_hour: 1.0, between_hour: 0.95, more_than_hour: 0.85 }, // ≤ 0.2 lifts/min
  '1': { less_than_hour: 0.94, between_hour: 0.88, more_than_hour: 0.75 },
  '2_3': { less_than_hour: 0.91, between_hour: 0.84, more_than_hour: 0.65 },
  '4_5': { less_than_hour: 0.84, between_hour: 0.72, more_than_hour: 0.45 },
  '6_7': { less_than_hour: 0.75, between_hour: 0.5, more_than_hour: 0.27 },
  '8_9': { less_than_hour: 0.6, between_hour: 0.35, more_than_hour: 0.18 },
};
/** NIOSH FM at 10 lifts a minute (same table): WISHA's 10+ band may only be stricter. */
const NIOSH_FM_AT_10: Readonly<Record<WishaDuration, number>> = {
  less_than_hour: 0.45,
  between_hour: 0.26,
  more_than_hour: 0.13,
};

describe('WISHA against the sources it builds on (README "WISHA sources, value by value")', () => {
  it("limit reduction follows NIOSH's frequency multiplier within 0.03 up to 8–9 lifts a minute", () => {
    for (const [band, row] of Object.entries(NIOSH_FM_AT_BAND_START))
      for (const duration of WISHA_DURATION_CODES) {
        const lrm = WISHA_LIMIT_REDUCTION[band as keyof typeof NIOSH_FM_AT_BAND_START][duration];
        expect(Math.abs(lrm - row[duration]), `${band} ${duration}`).toBeLessThanOrEqual(
          0.03 + 1e-9,
        );
      }
    for (const duration of WISHA_DURATION_CODES)
      expect(WISHA_LIMIT_REDUCTION.MORE_THAN_10[duration]).toBeLessThanOrEqual(
        NIOSH_FM_AT_10[duration],
      );
  });

  it("twisting (× 0.85) is NIOSH's asymmetry multiplier at 45° (1 − 0.0032 × 45) within 0.01", () => {
    expect(Math.abs(WISHA_TWIST_MULTIPLIER - (1 - 0.0032 * 45))).toBeLessThan(0.01);
  });

  it('names grip and environment as ErgoAssess additions, and calls no value unverified', () => {
    for (const lang of ['en', 'tr'] as const)
      for (const grip_quality of WISHA_GRIP_CODES)
        for (const work_environment of WISHA_ENVIRONMENT_CODES) {
          const result = scoreWisha({ ...baseWisha, grip_quality, work_environment });
          const lines = explainSteps(result.steps, lang);
          const byId = new Map(result.steps.map((step, i) => [step.id, lines[i] ?? '']));
          const addition = lang === 'en' ? 'an ErgoAssess addition' : "ErgoAssess'in eklediği";
          expect(byId.get('wisha.grip_multiplier')).toContain(addition);
          if (work_environment !== 'NORMAL')
            expect(byId.get('wisha.environment_multiplier')).toContain(addition);
          expect(lines.join('\n')).not.toMatch(
            /unverified|our modifier|doğrulanmamış|bizim eklediğimiz/i,
          );
        }
  });
});
