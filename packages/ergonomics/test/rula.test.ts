import { describe, expect, it } from 'vitest';
import {
  rulaBand,
  rulaForceScore,
  rulaInputFromPosture,
  rulaLoadFromScore,
  rulaNeckFromAngle,
  rulaTrunkFromAngle,
  rulaWristFromAngle,
  RULA_LOAD_CODES,
  scoreRula,
  ScoringInputError,
  type RulaArmInput,
  type RulaWorksheetInput,
} from '../src/index';
import { baseRula, mv, neutralFrame, pick, rng, scoreFrame } from './helpers';

describe('RULA bands (SPEC §4)', () => {
  it.each([
    [1, 'low', 1],
    [2, 'low', 1],
    [3, 'medium', 2],
    [4, 'medium', 2],
    [5, 'high', 3],
    [6, 'high', 3],
    [7, 'very_high', 4],
  ])('grand score %i -> %s, action level %i', (s, level, action) => {
    expect(rulaBand(s)).toMatchObject({ risk_level: level, action_level: action });
  });
  it('refuses 0 and 8', () => {
    expect(() => rulaBand(0)).toThrow(ScoringInputError);
    expect(() => rulaBand(8)).toThrow(ScoringInputError);
  });
});

describe('RULA angle rules at every boundary', () => {
  it.each([
    [-6, 4],
    [-5, 1],
    [10, 1],
    [10.1, 2],
    [20, 2],
    [20.1, 3],
  ])('neck %f° -> %i', (a, v) => expect(rulaNeckFromAngle(a, 5)).toBe(v));
  it.each([
    [0, 1],
    [10, 1],
    [10.1, 2],
    [20, 2],
    [20.1, 3],
    [60, 3],
    [60.1, 4],
    [-30, 2],
  ])('trunk %f° -> %i', (a, v) => expect(rulaTrunkFromAngle(a, 10)).toBe(v));
  it.each([
    [5, 1],
    [5.1, 2],
    [15, 2],
    [15.1, 3],
    [-20, 3],
  ])('wrist %f° (neutral 5°, method cut 15°) -> %i', (a, v) =>
    expect(rulaWristFromAngle(a, 5, 15)).toBe(v),
  );
  it('force from kg: boundaries and the ≥ 10 kg intermittent option', () => {
    expect(rulaForceScore(1.99, 'static', false)).toBe(0);
    expect(rulaForceScore(2, 'intermittent', false)).toBe(1);
    expect(rulaForceScore(9.99, 'repeated', false)).toBe(2);
    expect(rulaForceScore(10, 'intermittent', false)).toBe(2);
    expect(rulaForceScore(10, 'intermittent', false, 'worksheet')).toBe(3);
    expect(rulaForceScore(10, 'static', false)).toBe(3);
    expect(rulaForceScore(0.5, 'intermittent', true)).toBe(3);
    expect(RULA_LOAD_CODES.map((_, i) => rulaLoadFromScore(i as 0 | 1 | 2 | 3))).toEqual([
      ...RULA_LOAD_CODES,
    ]);
  });
});

describe('RULA worksheet scoring', () => {
  it('scores both sides and reports the worse one', () => {
    const r = scoreRula({
      ...baseRula,
      left: { upper_arm_position: 4, lower_arm_position: 2, wrist_position: 3, wrist_twist: 2 },
    });
    expect(r.worse_side).toBe('left');
    expect(r.sides.right?.grand_score).toBe(1);
    expect(r.sides.left?.table_a).toBe(5);
    expect(r.body_part_scores).toEqual({ neck: 1, trunk: 1, upper_arm: 4, lower_arm: 2, wrist: 3 });
    expect(r.score).toBe(r.sides.left?.grand_score);
  });
  it('one arm is enough; none is a typed error', () => {
    const { right, ...noArm } = baseRula;
    expect(right).toBeDefined();
    expect(
      scoreRula({
        ...noArm,
        left: { upper_arm_position: 1, lower_arm_position: 1, wrist_position: 1 },
      }).worse_side,
    ).toBe('left');
    expect(() => scoreRula(noArm as RulaWorksheetInput)).toThrow(ScoringInputError);
  });
  it('clamps at the ranges and reaches 7', () => {
    const arm: RulaArmInput = {
      upper_arm_position: 4,
      shoulder_raised: true,
      upper_arm_abducted: true,
      lower_arm_position: 2,
      lower_arm_midline_or_side: true,
      wrist_position: 3,
      wrist_deviated: true,
      wrist_twist: 2,
    };
    const r = scoreRula({
      right: arm,
      neck_position: 4,
      neck_twisted: true,
      neck_side_bent: true,
      trunk_position: 4,
      trunk_twisted: true,
      trunk_side_bent: true,
      legs_position: 2,
      load: 'GREATER_THAN_10_REPEATED',
      muscle_use: true,
    });
    expect(r.sides.right).toMatchObject({
      upper_arm: 6,
      lower_arm: 3,
      wrist: 4,
      table_a: 9,
      score_c: 13,
    });
    expect(r.scores).toMatchObject({ table_b: 9, score_d: 13, grand_score: 7 });
    expect(r.risk_level).toBe('very_high');
    const low = scoreRula({
      ...baseRula,
      right: {
        upper_arm_position: 1,
        arm_supported: true,
        lower_arm_position: 1,
        wrist_position: 1,
      },
    });
    expect(low.body_part_scores.upper_arm).toBe(1);
  });
  it('muscle use and load apply to both sections unless the B-section entries are given', () => {
    const r = scoreRula({ ...baseRula, load: 'BETWEEN_2_TO_10_STATIC', muscle_use: true });
    expect(r.scores).toMatchObject({ muscle_a: 1, force_a: 2, muscle_b: 1, force_b: 2 });
    const b = scoreRula({
      ...baseRula,
      load: 'BETWEEN_2_TO_10_STATIC',
      muscle_use: true,
      load_b: 'LESS_THAN_2KG',
      muscle_use_b: false,
    });
    expect(b.scores).toMatchObject({ muscle_a: 1, force_a: 2, muscle_b: 0, force_b: 0 });
  });
  it.each([
    ['unknown load', { load: 'LIGHT' }, 'load', 'unknown_code'],
    ['neck out of range', { neck_position: 5 }, 'neck_position', 'out_of_range'],
    [
      'NaN wrist',
      { right: { upper_arm_position: 1, lower_arm_position: 1, wrist_position: Number.NaN } },
      'right.wrist_position',
      'not_a_number',
    ],
    [
      'wrist twist 3',
      {
        right: { upper_arm_position: 1, lower_arm_position: 1, wrist_position: 1, wrist_twist: 3 },
      },
      'right.wrist_twist',
      'out_of_range',
    ],
    ['muscle_use not boolean', { muscle_use: 1 }, 'muscle_use', 'not_a_boolean'],
  ] as const)('bad input: %s', (_n, patch, field, code) => {
    expect(() => scoreRula({ ...baseRula, ...patch } as unknown as RulaWorksheetInput)).toThrow(
      expect.objectContaining({ field, code }),
    );
  });
  it('a worse box never lowers the grand score (3000 random worksheets)', () => {
    const r = rng(11);
    const arm = (): RulaArmInput => ({
      upper_arm_position: pick(r, [1, 2, 3, 4] as const),
      shoulder_raised: r() < 0.3,
      upper_arm_abducted: r() < 0.3,
      lower_arm_position: pick(r, [1, 2] as const),
      lower_arm_midline_or_side: r() < 0.3,
      wrist_position: pick(r, [1, 2, 3] as const),
      wrist_deviated: r() < 0.3,
      wrist_twist: pick(r, [1, 2] as const),
    });
    for (let n = 0; n < 3000; n++) {
      const input: RulaWorksheetInput = {
        right: arm(),
        neck_position: pick(r, [1, 2, 3, 4] as const),
        neck_twisted: r() < 0.3,
        trunk_position: pick(r, [1, 2, 3, 4] as const),
        trunk_side_bent: r() < 0.3,
        legs_position: pick(r, [1, 2] as const),
        load: pick(r, RULA_LOAD_CODES),
        muscle_use: r() < 0.5,
      };
      const s = scoreRula(input).score;
      const a = input.right ?? arm();
      const changes: RulaWorksheetInput[] = [
        {
          ...input,
          right: {
            ...a,
            upper_arm_position: Math.min(4, a.upper_arm_position + 1) as 1 | 2 | 3 | 4,
          },
        },
        {
          ...input,
          right: { ...a, wrist_position: Math.min(3, a.wrist_position + 1) as 1 | 2 | 3 },
        },
        { ...input, right: { ...a, wrist_twist: 2 } },
        { ...input, right: { ...a, lower_arm_position: 2 } },
        { ...input, neck_position: Math.min(4, input.neck_position + 1) as 1 | 2 | 3 | 4 },
        { ...input, trunk_position: Math.min(4, input.trunk_position + 1) as 1 | 2 | 3 | 4 },
        { ...input, legs_position: 2 },
        { ...input, muscle_use: true },
        { ...input, load: 'GREATER_THAN_10_REPEATED' },
        { ...input, left: { ...a, upper_arm_position: 4 } },
      ];
      for (const c of changes) expect(scoreRula(c).score).toBeGreaterThanOrEqual(s);
    }
  });
});

describe('RULA from measured posture', () => {
  const task = { load: 'LESS_THAN_2KG', muscle_use: false } as const;
  it('keeps both measured arms and scores the worse', () => {
    const f = neutralFrame({ left: { upper_arm_flexion: mv(100), wrist_flexion: mv(50) } });
    const d = rulaInputFromPosture(f, task);
    expect(d.input?.left).toMatchObject({ upper_arm_position: 4, wrist_position: 3 });
    expect(d.input?.right).toMatchObject({ upper_arm_position: 1, wrist_position: 1 });
    const s = scoreFrame(f, { method: 'rula', inputs: task });
    expect(s.status === 'scored' && s.result.method === 'rula' ? s.result.worse_side : null).toBe(
      'left',
    );
  });
  it('reports missing parts and assumed boxes', () => {
    const f = neutralFrame({ axial: { neck_flexion: null } });
    const d = rulaInputFromPosture(f, task);
    expect(d.missing).toEqual([]);
    expect(d.input?.neck_position).toBe(1);
    expect(d.assumed).toContain('neck_flexion');
    expect(
      rulaInputFromPosture(neutralFrame({ axial: { trunk_flexion: null } }), task),
    ).toMatchObject({ input: null, missing: ['trunk'] });
    expect(rulaInputFromPosture(neutralFrame(), task).assumed).toContain('wrist_twist');
    expect(
      rulaInputFromPosture(neutralFrame(), task, { wristTwistNearEnd: true }).input?.right
        ?.wrist_twist,
    ).toBe(2);
  });
  it('unseen feet are taken as supported, an unseen hand as the usual slightly bent wrist', () => {
    const f = neutralFrame({
      left: { wrist_flexion: null },
      measures: { foot_height_difference: null },
    });
    const d = rulaInputFromPosture(f, task);
    expect(d.missing).toEqual([]);
    expect(d.input?.legs_position).toBe(1);
    expect(d.input?.left).toMatchObject({ wrist_position: 2 });
    expect(d.input?.right).toMatchObject({ wrist_position: 1 });
    expect(d.assumed).toEqual(
      expect.arrayContaining(['foot_height_difference', 'left.wrist_flexion']),
    );
    expect(d.measured['left.wrist']).toBeUndefined();
    const noArm = neutralFrame({
      left: { elbow_flexion: null },
      right: { upper_arm_flexion: null },
    });
    // the left forearm out of the picture: its lower arm assumed; no right upper arm: left only
    const one = rulaInputFromPosture(noArm, task);
    expect(one.missing).toEqual([]);
    expect(one.input?.right).toBeUndefined();
    expect(one.input?.left).toMatchObject({ lower_arm_position: 1 });
    expect(one.assumed).toContain('left.elbow_flexion');
  });
});
