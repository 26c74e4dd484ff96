import { describe, expect, it } from 'vitest';
import {
  KG_PER_LB,
  nioshCouplingMultiplier,
  nioshLiBand,
  scoreWisha,
  ScoringInputError,
  WISHA_DURATION_CODES,
  WISHA_FREQUENCY_CODES,
  WISHA_HORIZONTAL_ZONES,
  WISHA_LIMIT_REDUCTION,
  WISHA_UNADJUSTED_LIMIT_LB,
  WISHA_VERTICAL_ZONES,
  WISHA_WEIGHT_GRID_PROVENANCE,
  wishaHorizontalZone,
  wishaInputFromPosture,
  wishaVerticalZone,
  type WishaInput,
} from '../src/index';
import { baseWisha, mv, neutralFrame, scoreFrame } from './helpers';

describe('WISHA lifting', () => {
  it('every grid cell × every limit-reduction cell gives UWL × LRM', () => {
    for (const vz of WISHA_VERTICAL_ZONES)
      for (const hz of WISHA_HORIZONTAL_ZONES)
        for (const f of WISHA_FREQUENCY_CODES)
          for (const d of WISHA_DURATION_CODES) {
            const r = scoreWisha({
              ...baseWisha,
              vertical_zone: vz,
              horizontal_zone: hz,
              lifting_frequency: f,
              shift_duration: d,
            });
            expect(r.factors.adjusted_weight_limit_lb).toBeCloseTo(
              WISHA_UNADJUSTED_LIMIT_LB[vz][hz] * WISHA_LIMIT_REDUCTION[f][d],
              3,
            );
          }
  });
  it('twisting more than 45° multiplies by 0.85', () => {
    const r = scoreWisha({ ...baseWisha, twisting: true });
    expect(r.factors.twist_multiplier).toBe(0.85);
    expect(r.factors.adjusted_weight_limit_lb).toBeCloseTo(70 * 0.85, 6);
  });
  it('a load equal to the limit is not a hazard; just above is', () => {
    const limitKg = 70 * KG_PER_LB;
    expect(scoreWisha({ ...baseWisha, load_weight: limitKg }).hazard).toBe(false);
    expect(scoreWisha({ ...baseWisha, load_weight: limitKg }).lifting_index).toBe(1);
    expect(scoreWisha({ ...baseWisha, load_weight: limitKg + 0.01 }).hazard).toBe(true);
  });
  it('limit 0 (10+ lifts a minute for over 2 h): every lift is a hazard, LI null, very high', () => {
    const r = scoreWisha({
      ...baseWisha,
      lifting_frequency: 'MORE_THAN_10',
      shift_duration: 'more_than_hour',
      load_weight: 1,
    });
    expect(r).toMatchObject({
      lifting_index: null,
      score: null,
      hazard: true,
      risk_level: 'very_high',
      recommended_safe_weight_kg: 0,
    });
  });
  it('grip: NIOSH coupling multiplier, depending on hand height 75 cm', () => {
    expect(nioshCouplingMultiplier('fair', 74.9)).toBe(0.95);
    expect(nioshCouplingMultiplier('fair', 75)).toBe(1);
    expect(nioshCouplingMultiplier('poor', 100)).toBe(0.9);
    expect(scoreWisha({ ...baseWisha, grip_quality: 'MODERATE' }).factors.grip_multiplier).toBe(1); // waist–shoulder zone: >= 75 cm
    expect(
      scoreWisha({ ...baseWisha, grip_quality: 'MODERATE', vertical_zone: 'KNEE_TO_WAIST' }).factors
        .grip_multiplier,
    ).toBe(0.95);
    expect(
      scoreWisha({
        ...baseWisha,
        grip_quality: 'MODERATE',
        vertical_zone: 'KNEE_TO_WAIST',
        hand_height_cm: 80,
      }).factors.grip_multiplier,
    ).toBe(1);
    expect(
      scoreWisha({ ...baseWisha, grip_quality: 'POOR' }, { applyGrip: false }).factors
        .grip_multiplier,
    ).toBe(1);
  });
  it('environment: our multipliers, overridable', () => {
    expect(
      scoreWisha({ ...baseWisha, work_environment: 'COLD_HOT' }).factors.environment_multiplier,
    ).toBe(0.85);
    expect(
      scoreWisha(
        { ...baseWisha, work_environment: 'SLIPPERY' },
        { environmentMultipliers: { SLIPPERY: 0.7 } },
      ).factors.environment_multiplier,
    ).toBe(0.7);
    expect(
      scoreWisha({ ...baseWisha, work_environment: 'SLIPPERY' }, { applyEnvironment: false })
        .factors.environment_multiplier,
    ).toBe(1);
    expect(() => scoreWisha(baseWisha, { environmentMultipliers: { SLIPPERY: 1.5 } })).toThrow(
      ScoringInputError,
    );
    expect(() => scoreWisha(baseWisha, { environmentMultipliers: { SLIPPERY: 0 } })).toThrow(
      ScoringInputError,
    );
  });
  it('risk from NIOSH LI bands: <= 1 low, <= 3 high, > 3 very high', () => {
    expect(nioshLiBand(1)).toBe('nominal');
    expect(nioshLiBand(1.0001)).toBe('increased');
    expect(nioshLiBand(3)).toBe('increased');
    expect(nioshLiBand(3.01)).toBe('high');
    const limitKg = 70 * KG_PER_LB;
    expect(scoreWisha({ ...baseWisha, load_weight: limitKg }).risk_level).toBe('low');
    expect(scoreWisha({ ...baseWisha, load_weight: limitKg * 2 }).risk_level).toBe('high');
    expect(scoreWisha({ ...baseWisha, load_weight: limitKg * 3.5 }).risk_level).toBe('very_high');
    expect(scoreWisha({ ...baseWisha, load_weight: 0 }).lifting_index).toBe(0);
  });
  it('states the provenance of the unverified weight grid', () => {
    expect(scoreWisha(baseWisha).weight_grid_provenance).toBe(WISHA_WEIGHT_GRID_PROVENANCE);
    expect(WISHA_WEIGHT_GRID_PROVENANCE).toMatch(/UNVERIFIED/);
  });
  it.each([
    ['negative weight', { load_weight: -1 }, 'load_weight', 'negative_weight'],
    ['NaN weight', { load_weight: Number.NaN }, 'load_weight', 'not_a_number'],
    ['weight as text', { load_weight: '10' }, 'load_weight', 'not_a_number'],
    ['unknown frequency', { lifting_frequency: '11' }, 'lifting_frequency', 'unknown_code'],
    ['unknown duration', { shift_duration: 'LESS_THAN_HOUR' }, 'shift_duration', 'unknown_code'],
    ['unknown grip', { grip_quality: 'FAIR' }, 'grip_quality', 'unknown_code'],
    ['unknown environment', { work_environment: 'WET' }, 'work_environment', 'unknown_code'],
    ['hand height negative', { hand_height_cm: -5 }, 'hand_height_cm', 'out_of_range'],
  ] as const)('bad input: %s', (_n, patch, field, code) => {
    expect(() => scoreWisha({ ...baseWisha, ...patch } as unknown as WishaInput)).toThrow(
      expect.objectContaining({ field, code }),
    );
  });
  it('heavier loads, more lifts, longer shifts, twisting and worse grip never lower the LI', () => {
    for (const vz of WISHA_VERTICAL_ZONES)
      for (const hz of WISHA_HORIZONTAL_ZONES)
        for (let f = 0; f < WISHA_FREQUENCY_CODES.length - 1; f++)
          for (let d = 0; d < WISHA_DURATION_CODES.length - 1; d++) {
            const input: WishaInput = {
              ...baseWisha,
              vertical_zone: vz,
              horizontal_zone: hz,
              lifting_frequency: WISHA_FREQUENCY_CODES[f] ?? 'LESS_THAN_1',
              shift_duration: WISHA_DURATION_CODES[d] ?? 'less_than_hour',
            };
            const li = (i: WishaInput): number =>
              scoreWisha(i).lifting_index ?? Number.POSITIVE_INFINITY;
            const base = li(input);
            expect(li({ ...input, load_weight: 12 })).toBeGreaterThanOrEqual(base);
            expect(
              li({ ...input, lifting_frequency: WISHA_FREQUENCY_CODES[f + 1] ?? 'MORE_THAN_10' }),
            ).toBeGreaterThanOrEqual(base);
            expect(
              li({ ...input, shift_duration: WISHA_DURATION_CODES[d + 1] ?? 'more_than_hour' }),
            ).toBeGreaterThanOrEqual(base);
            expect(li({ ...input, twisting: true })).toBeGreaterThanOrEqual(base);
            expect(li({ ...input, grip_quality: 'POOR' })).toBeGreaterThanOrEqual(base);
            expect(li({ ...input, work_environment: 'SLIPPERY' })).toBeGreaterThanOrEqual(base);
          }
  });
});

describe('WISHA from measured posture', () => {
  const task = {
    load_weight: 12,
    lifting_frequency: '1',
    shift_duration: 'between_hour',
    grip_quality: 'GOOD',
    work_environment: 'NORMAL',
  } as const;
  it('zones from the hands against the body’s own heights', () => {
    expect(wishaVerticalZone(1.5, 0.5, 0.95, 1.45)).toBe('ABOVE_SHOULDER');
    expect(wishaVerticalZone(1.45, 0.5, 0.95, 1.45)).toBe('WAIST_TO_SHOULDER');
    expect(wishaVerticalZone(0.95, 0.5, 0.95, 1.45)).toBe('KNEE_TO_WAIST');
    expect(wishaVerticalZone(0.5, 0.5, 0.95, 1.45)).toBe('BELOW_KNEE');
    expect(wishaHorizontalZone(0.3)).toBe('NEAR');
    expect(wishaHorizontalZone(0.31)).toBe('MID');
    expect(wishaHorizontalZone(0.51)).toBe('FAR');
  });
  it('twist over 45° from trunk twist; missing hands are reported', () => {
    const d = wishaInputFromPosture(
      neutralFrame({
        axial: { trunk_twist: mv(50) },
        measures: { hands_height: mv(0.4), hands_horizontal_distance: mv(0.6) },
      }),
      task,
    );
    expect(d.input).toMatchObject({
      vertical_zone: 'BELOW_KNEE',
      horizontal_zone: 'FAR',
      twisting: true,
      hand_height_cm: 40,
    });
    const m = wishaInputFromPosture(neutralFrame({ measures: { hands_height: null } }), task);
    expect(m.missing).toEqual(['vertical_zone']);
    const s = scoreFrame(neutralFrame({ measures: { hands_horizontal_distance: null } }), {
      method: 'wisha',
      inputs: task,
    });
    expect(s).toMatchObject({ status: 'unscorable', missing: ['horizontal_zone'] });
  });
});
