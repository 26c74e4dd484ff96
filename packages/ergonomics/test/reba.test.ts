import { describe, expect, it } from 'vitest';
import {
  explainStep,
  rebaBand,
  rebaKneeFromAngle,
  rebaLoadFromKg,
  rebaLowerArmFromAngle,
  rebaNeckFromAngle,
  rebaTrunkFromAngle,
  rebaUpperArmFromAngle,
  rebaWristFromAngle,
  scoreReba,
  ScoringInputError,
  REBA_ACTIVITY_CODES,
  REBA_COUPLING_CODES,
  REBA_LOAD_CODES,
  type RebaWorksheetInput,
} from '../src/index';
import { baseReba, mv, neutralFrame, pick, rng, scoreFrame } from './helpers';

describe('REBA bands (SPEC §4) at every score', () => {
  const expected: [number, string, number][] = [
    [1, 'negligible', 0],
    [2, 'low', 1],
    [3, 'low', 1],
    [4, 'medium', 2],
    [7, 'medium', 2],
    [8, 'high', 3],
    [10, 'high', 3],
    [11, 'very_high', 4],
    [15, 'very_high', 4],
  ];
  it.each(expected)('score %i -> %s, action level %i', (s, level, action) => {
    expect(rebaBand(s).risk_level).toBe(level);
    expect(rebaBand(s).action_level).toBe(action);
  });
  it('refuses scores outside 1–15', () => {
    for (const s of [0, 16, 2.5, Number.NaN]) expect(() => rebaBand(s)).toThrow(ScoringInputError);
  });
});

describe('REBA angle rules at every boundary', () => {
  it.each([
    [-6, 2],
    [-5, 1],
    [0, 1],
    [20, 1],
    [20.01, 2],
    [60, 2],
  ])('neck %f° -> %i (extension tolerance 5°)', (a, v) => expect(rebaNeckFromAngle(a, 5)).toBe(v));
  it.each([
    [0, 1],
    [10, 1],
    [10.1, 2],
    [20, 2],
    [20.1, 3],
    [60, 3],
    [60.1, 4],
    [-10, 1],
    [-15, 2],
    [-20, 2],
    [-21, 3],
  ])('trunk %f° -> %i (upright ±10°)', (a, v) => expect(rebaTrunkFromAngle(a, 10)).toBe(v));
  it('trunk with zero tolerance: any flexion is 0–20°', () => {
    expect(rebaTrunkFromAngle(0, 0)).toBe(1);
    expect(rebaTrunkFromAngle(1, 0)).toBe(2);
  });
  it.each([
    [-21, 2],
    [-20, 1],
    [0, 1],
    [20, 1],
    [20.1, 2],
    [45, 2],
    [45.1, 3],
    [90, 3],
    [90.1, 4],
    [170, 4],
  ])('upper arm %f° -> %i', (a, v) => expect(rebaUpperArmFromAngle(a)).toBe(v));
  it.each([
    [0, 2],
    [59.9, 2],
    [60, 1],
    [100, 1],
    [100.1, 2],
    [150, 2],
  ])('elbow %f° -> lower arm %i', (a, v) => expect(rebaLowerArmFromAngle(a)).toBe(v));
  it.each([
    [15, 15, 1],
    [15.1, 15, 2],
    [-15.1, 15, 2],
    [44, 45, 1],
    [45.1, 45, 2],
    [16, 5, 2],
  ])('wrist %f° with bent threshold %f -> %i (never below the method’s 15°)', (a, t, v) =>
    expect(rebaWristFromAngle(a, t)).toBe(v),
  );
  it.each([
    [29.9, 'NONE'],
    [30, 'BETWEEN_30_AND_60'],
    [60, 'BETWEEN_30_AND_60'],
    [60.1, 'GREATER_THAN_60'],
  ])('knee %f° -> %s', (a, v) => expect(rebaKneeFromAngle(a)).toBe(v));
  it.each([
    [0, 'LESS_THAN_5'],
    [4.99, 'LESS_THAN_5'],
    [5, 'BETWEEN_5_AND_10'],
    [10, 'BETWEEN_5_AND_10'],
    [10.01, 'GREATER_THAN_10'],
  ])('load %f kg -> %s', (kg, code) => expect(rebaLoadFromKg(kg)).toBe(code));
});

describe('REBA worksheet scoring', () => {
  it('adjust modes: paper adds one +1 for twist and side bend, worksheet two (REBA-13a/13b)', () => {
    const input: RebaWorksheetInput = {
      ...baseReba,
      neck_twisted: true,
      neck_side_bent: true,
      trunk_position: 2,
      trunk_twisted: true,
      trunk_side_bent: true,
    };
    const paper = scoreReba(input);
    expect(paper.options.adjustMode).toBe('paper');
    expect([paper.body_part_scores.neck, paper.body_part_scores.trunk, paper.score]).toEqual([
      2, 3, 3,
    ]);
    const ws = scoreReba(input, { adjustMode: 'worksheet' });
    expect([
      ws.body_part_scores.neck,
      ws.body_part_scores.trunk,
      ws.scores.table_a,
      ws.score,
    ]).toEqual([3, 4, 6, 6]);
  });
  it('clamps part scores into their table ranges', () => {
    const r = scoreReba({ ...baseReba, upper_arm_position: 1, arm_supported: true });
    expect(r.body_part_scores.upper_arm).toBe(1);
    expect(r.steps.some((s) => s.key === 'explain.clamp')).toBe(true);
    const max = scoreReba({
      ...baseReba,
      upper_arm_position: 4,
      upper_arm_abducted: true,
      shoulder_raised: true,
    });
    expect(max.body_part_scores.upper_arm).toBe(6);
  });
  it('knee adjustment is not applied when seated', () => {
    expect(scoreReba({ ...baseReba, knee_flexion: 'GREATER_THAN_60' }).body_part_scores.leg).toBe(
      3,
    );
    expect(
      scoreReba({ ...baseReba, knee_flexion: 'GREATER_THAN_60', seated: true }).body_part_scores
        .leg,
    ).toBe(1);
  });
  it('reaches the maximum 15 and the minimum 1', () => {
    const worst: RebaWorksheetInput = {
      neck_position: 2,
      neck_twisted: true,
      trunk_position: 4,
      trunk_twisted: true,
      legs_position: 2,
      knee_flexion: 'GREATER_THAN_60',
      upper_arm_position: 4,
      upper_arm_abducted: true,
      shoulder_raised: true,
      lower_arm_position: 2,
      wrist_position: 2,
      wrist_deviated: true,
      load: 'GREATER_THAN_10',
      shock: true,
      coupling: 'UNACCEPTABLE',
      activity: [...REBA_ACTIVITY_CODES],
    };
    const r = scoreReba(worst);
    expect(r.scores.score_a).toBe(12);
    expect(r.scores.score_b).toBe(12);
    expect(r.score).toBe(15);
    expect(r.risk_level).toBe('very_high');
    expect(scoreReba(baseReba).score).toBe(1);
  });
  it('explains every look-up with its table, row and column', () => {
    const r = scoreReba({ ...baseReba, trunk_position: 3, neck_position: 2 });
    const a = r.steps.find((s) => s.id === 'reba.table_a');
    expect(a).toMatchObject({ table: 'reba.table_a', row: 3, column: '2/1', value: 4 });
    if (!a) throw new Error('no Table A step');
    expect(explainStep(a, 'en')).toBe('REBA Table A: trunk 3, neck/legs 2/1 → 4');
    expect(explainStep(a, 'tr')).toBe('REBA Tablo A: gövde 3, boyun/bacaklar 2/1 → 4');
    expect(r.steps.at(-1)?.id).toBe('reba.band');
  });
  it('duplicate activity codes count once', () => {
    expect(
      scoreReba({ ...baseReba, activity: ['STATIC_POSTURE', 'STATIC_POSTURE'] }).scores
        .activity_score,
    ).toBe(1);
  });
});

describe('REBA bad input gets a typed error', () => {
  const bad: [string, Record<string, unknown>, string, string][] = [
    ['NaN position', { neck_position: Number.NaN }, 'neck_position', 'not_a_number'],
    ['position out of range', { trunk_position: 5 }, 'trunk_position', 'out_of_range'],
    ['non-integer position', { upper_arm_position: 1.5 }, 'upper_arm_position', 'out_of_range'],
    ['unknown load', { load: 'HEAVY' }, 'load', 'unknown_code'],
    ['missing coupling', { coupling: undefined }, 'coupling', 'required'],
    ['lower-case coupling', { coupling: 'good' }, 'coupling', 'unknown_code'],
    ['unknown activity', { activity: ['SLEEPING'] }, 'activity', 'unknown_code'],
    ['flag not boolean', { shock: 'yes' }, 'shock', 'not_a_boolean'],
    ['unknown knee code', { knee_flexion: '>60' }, 'knee_flexion', 'unknown_code'],
  ];
  it.each(bad)('%s', (_name, patch, field, code) => {
    const input = { ...baseReba, ...patch };
    try {
      scoreReba(input);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScoringInputError);
      expect(e).toMatchObject({ field, code });
    }
  });
  it('unknown option value', () => {
    expect(() => scoreReba(baseReba, { adjustMode: 'both' as 'paper' })).toThrow(ScoringInputError);
  });
});

describe('REBA properties', () => {
  const r = rng(42);
  const randomInput = (): RebaWorksheetInput => ({
    neck_position: pick(r, [1, 2] as const),
    neck_twisted: r() < 0.3,
    neck_side_bent: r() < 0.3,
    trunk_position: pick(r, [1, 2, 3, 4] as const),
    trunk_twisted: r() < 0.3,
    trunk_side_bent: r() < 0.3,
    legs_position: pick(r, [1, 2] as const),
    knee_flexion: pick(r, ['NONE', 'BETWEEN_30_AND_60', 'GREATER_THAN_60'] as const),
    upper_arm_position: pick(r, [1, 2, 3, 4] as const),
    shoulder_raised: r() < 0.3,
    upper_arm_abducted: r() < 0.3,
    arm_supported: r() < 0.3,
    lower_arm_position: pick(r, [1, 2] as const),
    wrist_position: pick(r, [1, 2] as const),
    wrist_deviated: r() < 0.3,
    load: pick(r, REBA_LOAD_CODES),
    shock: r() < 0.3,
    coupling: pick(r, REBA_COUPLING_CODES),
    activity: REBA_ACTIVITY_CODES.filter(() => r() < 0.3),
  });
  /** Each change makes the posture or the task worse. */
  const worsen: [string, (i: RebaWorksheetInput) => RebaWorksheetInput | null][] = [
    ['neck', (i) => (i.neck_position < 2 ? { ...i, neck_position: 2 } : null)],
    [
      'trunk',
      (i) =>
        i.trunk_position < 4 ? { ...i, trunk_position: (i.trunk_position + 1) as 2 | 3 | 4 } : null,
    ],
    ['legs', (i) => (i.legs_position < 2 ? { ...i, legs_position: 2 } : null)],
    [
      'upper arm',
      (i) =>
        i.upper_arm_position < 4
          ? { ...i, upper_arm_position: (i.upper_arm_position + 1) as 2 | 3 | 4 }
          : null,
    ],
    ['lower arm', (i) => (i.lower_arm_position < 2 ? { ...i, lower_arm_position: 2 } : null)],
    ['wrist', (i) => (i.wrist_position < 2 ? { ...i, wrist_position: 2 } : null)],
    ['twist', (i) => ({ ...i, trunk_twisted: true, neck_twisted: true })],
    ['side bend', (i) => ({ ...i, trunk_side_bent: true, neck_side_bent: true })],
    ['shoulder raised', (i) => ({ ...i, shoulder_raised: true })],
    ['abducted', (i) => ({ ...i, upper_arm_abducted: true })],
    ['no arm support', (i) => ({ ...i, arm_supported: false })],
    ['wrist deviated', (i) => ({ ...i, wrist_deviated: true })],
    ['shock', (i) => ({ ...i, shock: true })],
    [
      'heavier load',
      (i) =>
        i.load !== 'GREATER_THAN_10'
          ? { ...i, load: i.load === 'LESS_THAN_5' ? 'BETWEEN_5_AND_10' : 'GREATER_THAN_10' }
          : null,
    ],
    [
      'worse coupling',
      (i) => {
        const k = REBA_COUPLING_CODES.indexOf(i.coupling);
        const n = REBA_COUPLING_CODES[k + 1];
        return n ? { ...i, coupling: n } : null;
      },
    ],
    [
      'more knee flexion',
      (i) =>
        i.knee_flexion === 'GREATER_THAN_60'
          ? null
          : {
              ...i,
              knee_flexion: i.knee_flexion === 'NONE' ? 'BETWEEN_30_AND_60' : 'GREATER_THAN_60',
            },
    ],
    ['activity', (i) => ({ ...i, activity: [...REBA_ACTIVITY_CODES] })],
  ];
  it('a worse category or an added risk box never lowers any score (3000 random worksheets × 17 changes)', () => {
    for (let n = 0; n < 3000; n++) {
      const input = randomInput();
      const before = scoreReba(input);
      expect(before.score).toBeGreaterThanOrEqual(1);
      expect(before.score).toBeLessThanOrEqual(15);
      for (const [name, change] of worsen) {
        const worse = change(input);
        if (!worse) continue;
        const after = scoreReba(worse);
        expect(after.score, `${name}: ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(
          before.score,
        );
        expect(after.scores.score_a).toBeGreaterThanOrEqual(before.scores.score_a);
        expect(after.scores.score_b).toBeGreaterThanOrEqual(before.scores.score_b);
      }
    }
  });
  it('a worse angle never lowers the frame score (2000 random frames)', () => {
    const rr = rng(7);
    const task = { load: 'LESS_THAN_5', coupling: 'GOOD' } as const;
    const scoreOf = (f: ReturnType<typeof neutralFrame>): number => {
      const s = scoreFrame(f, { method: 'reba', inputs: task });
      if (s.status !== 'scored' || s.result.method !== 'reba') throw new Error('unscorable');
      return s.result.score;
    };
    for (let n = 0; n < 2000; n++) {
      const a = {
        neck: rr() * 60,
        trunk: rr() * 90,
        ua: rr() * 150 - 10,
        el: 60 + rr() * 40,
        wr: rr() * 60 - 30,
        knee: rr() * 90,
        twist: rr() * 50,
      };
      const frame = (d: Partial<typeof a>) => {
        const x = { ...a, ...d };
        return neutralFrame({
          axial: { neck_flexion: mv(x.neck), trunk_flexion: mv(x.trunk), trunk_twist: mv(x.twist) },
          left: {
            upper_arm_flexion: mv(x.ua),
            elbow_flexion: mv(x.el),
            wrist_flexion: mv(x.wr),
            knee_flexion: mv(x.knee),
          },
          right: {
            upper_arm_flexion: mv(0),
            elbow_flexion: mv(80),
            wrist_flexion: mv(0),
            knee_flexion: mv(0),
          },
        });
      };
      const base = scoreOf(frame({}));
      const step = 5 + rr() * 30;
      expect(scoreOf(frame({ neck: a.neck + step }))).toBeGreaterThanOrEqual(base);
      expect(scoreOf(frame({ trunk: a.trunk + step }))).toBeGreaterThanOrEqual(base);
      expect(scoreOf(frame({ ua: Math.max(a.ua, 0) + step }))).toBeGreaterThanOrEqual(base);
      expect(scoreOf(frame({ el: a.el + 41 + step }))).toBeGreaterThanOrEqual(base);
      expect(
        scoreOf(frame({ wr: Math.sign(a.wr || 1) * (Math.abs(a.wr) + step) })),
      ).toBeGreaterThanOrEqual(base);
      expect(scoreOf(frame({ knee: a.knee + step }))).toBeGreaterThanOrEqual(base);
      expect(scoreOf(frame({ twist: a.twist + step }))).toBeGreaterThanOrEqual(base);
    }
  });
});
