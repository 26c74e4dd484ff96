import { describe, expect, it } from 'vitest';
import {
  qecInputFromLevels,
  qecLevel,
  qecNeckPostureFromShare,
  qecObservationFromPosture,
  QEC_OBSERVER_ITEMS,
  QEC_WORKER_ITEMS,
  scoreQec,
  ScoringInputError,
  type QecInput,
} from '../src/index';
import { baseQec, mv, neutralFrame, pick, rng } from './helpers';

describe('QEC part bands (SPEC §9, half-open)', () => {
  it.each([
    ['back_static', 8, 'low'],
    ['back_static', 15, 'low'],
    ['back_static', 16, 'moderate'],
    ['back_static', 22, 'moderate'],
    ['back_static', 23, 'high'],
    ['back_static', 28, 'high'],
    ['back_static', 29, 'very_high'],
    ['back_static', 42, 'very_high'],
    ['back_moving', 10, 'low'],
    ['back_moving', 20, 'low'],
    ['back_moving', 21, 'moderate'],
    ['back_moving', 30, 'moderate'],
    ['back_moving', 31, 'high'],
    ['back_moving', 40, 'high'],
    ['back_moving', 41, 'very_high'],
    ['back_moving', 56, 'very_high'],
    ['shoulder_arm', 20, 'low'],
    ['shoulder_arm', 22, 'moderate'],
    ['shoulder_arm', 32, 'high'],
    ['shoulder_arm', 42, 'very_high'],
    ['wrist_hand', 20, 'low'],
    ['wrist_hand', 30, 'moderate'],
    ['wrist_hand', 40, 'high'],
    ['wrist_hand', 46, 'very_high'],
    ['neck', 4, 'low'],
    ['neck', 6, 'low'],
    ['neck', 8, 'moderate'],
    ['neck', 10, 'moderate'],
    ['neck', 12, 'high'],
    ['neck', 14, 'high'],
    ['neck', 16, 'very_high'],
    ['neck', 18, 'very_high'],
    ['other', 1, 'low'],
    ['other', 4, 'moderate'],
    ['other', 9, 'high'],
    ['other', 16, 'very_high'],
  ] as const)('%s %i -> %s', (kind, score, level) => expect(qecLevel(kind, score)).toBe(level));
  it('agrees with scoring-methods.md §4.3 on every reachable (even) score', () => {
    for (let s = 8; s <= 42; s += 2)
      expect(qecLevel('back_static', s)).toBe(
        s <= 15 ? 'low' : s <= 22 ? 'moderate' : s <= 29 ? 'high' : 'very_high',
      );
  });
});

describe('QEC scoring', () => {
  it('minimum and maximum of each exposure, both back tasks', () => {
    const min = scoreQec(baseQec);
    expect(min.exposures.back.score).toBe(8);
    expect(min.total).toBe(32);
    const maxLevels = {
      A: 3,
      B: 5,
      C: 3,
      D: 3,
      E: 2,
      F: 3,
      G: 3,
      H: 4,
      J: 3,
      K: 3,
      L: 2,
      M: 3,
      N: 3,
      P: 3,
      Q: 4,
    };
    const max = scoreQec(qecInputFromLevels(maxLevels, 'MOVING'));
    expect(max.exposures).toMatchObject({
      back: { score: 56 },
      shoulder_arm: { score: 56 },
      wrist_hand: { score: 46 },
      neck: { score: 18 },
      stress: { score: 16, level: 'very_high' },
    });
    expect(max.total).toBe(176);
    expect(max.exposure_percent).toBe(100);
    expect(max.action).toBe('INVESTIGATE_AND_CHANGE_IMMEDIATELY');
    expect(max.risk_level).toBe('very_high');
  });
  it('exposure % boundaries: <= 40 acceptable, <= 50 investigate, <= 70 change soon, above: immediately', () => {
    // X/162: 64 -> 39.5 %, 66 -> 40.74 %; 80 -> 49.38 %, 82 -> 50.6 %; 112 -> 69.1 %, 114 -> 70.4 %
    const forTotal = (target: number): QecInput => {
      const r = rng(target);
      for (let n = 0; n < 200000; n++) {
        const i: QecInput = {
          ...baseQec,
          back_posture: pick(r, QEC_OBSERVER_ITEMS.back_posture),
          back_static: pick(r, QEC_OBSERVER_ITEMS.back_static),
          hand_height: pick(r, QEC_OBSERVER_ITEMS.hand_height),
          arm_movement: pick(r, QEC_OBSERVER_ITEMS.arm_movement),
          wrist_repetition: pick(r, QEC_OBSERVER_ITEMS.wrist_repetition),
          neck_posture: pick(r, QEC_OBSERVER_ITEMS.neck_posture),
          max_weight_handled: pick(r, QEC_WORKER_ITEMS.max_weight_handled),
          time_spent: pick(r, QEC_WORKER_ITEMS.time_spent),
          max_force_level: pick(r, QEC_WORKER_ITEMS.max_force_level),
        };
        if (scoreQec(i).total === target) return i;
      }
      throw new Error(`no input with X = ${target}`);
    };
    const cases: [number, string][] = [
      [64, 'ACCEPTABLE'],
      [66, 'INVESTIGATE_FURTHER'],
      [80, 'INVESTIGATE_FURTHER'],
      [82, 'INVESTIGATE_FURTHER_AND_CHANGE_SOON'],
      [112, 'INVESTIGATE_FURTHER_AND_CHANGE_SOON'],
      [114, 'INVESTIGATE_AND_CHANGE_IMMEDIATELY'],
    ];
    for (const [x, action] of cases) expect(scoreQec(forTotal(x)).action, `X ${x}`).toBe(action);
  });
  it('explains every pair look-up', () => {
    const r = scoreQec({ ...baseQec, back_task: 'MOVING', back_movement: 'VERY_FREQUENT' });
    const bh = r.steps.find((s) => s.id === 'qec.back.B_H');
    expect(bh).toMatchObject({ table: 'qec.B_H', row: 'B5', column: 'H1', value: 6 });
  });
  it.each([
    ['unknown code', { stress: 'EXTREME' }, 'stress', 'unknown_code'],
    ['static task without B', { back_static: undefined }, 'back_static', 'required'],
    ['moving task without B', { back_task: 'MOVING' }, 'back_movement', 'required'],
    ['unknown back task', { back_task: 'SITTING' }, 'back_task', 'unknown_code'],
  ] as const)('bad input: %s', (_n, patch, field, code) => {
    expect(() => scoreQec({ ...baseQec, ...patch } as unknown as QecInput)).toThrow(
      expect.objectContaining({ field, code }),
    );
  });
  it('letter levels outside the form are refused', () => {
    expect(() =>
      qecInputFromLevels(
        {
          A: 4,
          B: 1,
          C: 1,
          D: 1,
          E: 1,
          F: 1,
          G: 1,
          H: 1,
          J: 1,
          K: 1,
          L: 1,
          M: 1,
          N: 1,
          P: 1,
          Q: 1,
        },
        'STATIC',
      ),
    ).toThrow(ScoringInputError);
  });
  it('a higher item level never lowers any exposure (every single-item change from 2000 random forms)', () => {
    const r = rng(3);
    const items = { ...QEC_OBSERVER_ITEMS, ...QEC_WORKER_ITEMS } as Record<
      string,
      readonly string[]
    >;
    for (let n = 0; n < 2000; n++) {
      const task = pick(r, ['STATIC', 'MOVING'] as const);
      const input = Object.fromEntries(
        Object.entries(items).map(([k, codes]) => [k, pick(r, codes)]),
      ) as unknown as QecInput;
      input.back_task = task;
      const before = scoreQec(input);
      for (const [k, codes] of Object.entries(items)) {
        if (k === 'back_task') continue;
        const cur = codes.indexOf((input as unknown as Record<string, string>)[k] ?? '');
        const next = codes[cur + 1];
        if (!next) continue;
        const after = scoreQec({ ...input, [k]: next });
        expect(after.total).toBeGreaterThanOrEqual(before.total);
        for (const part of Object.keys(before.exposures) as (keyof typeof before.exposures)[])
          expect(after.exposures[part].score).toBeGreaterThanOrEqual(before.exposures[part].score);
      }
    }
  });
});

describe('QEC from measured posture', () => {
  it('back, hand height and wrist items from one frame; neck from the share of frames', () => {
    const o = qecObservationFromPosture(
      neutralFrame({
        axial: { trunk_flexion: mv(30) },
        measures: { hands_height: mv(1.5) },
        left: { wrist_flexion: mv(60) },
      }),
    );
    expect(o.items).toEqual({
      back_posture: 'MODERATELY_FLEXED_OR_TWISTED',
      hand_height: 'AT_OR_ABOVE_SHOULDER',
      wrist_posture: 'DEVIATED_OR_BENT',
    });
    expect(o.neck_bent).toBe(false);
    expect(
      qecObservationFromPosture(neutralFrame({ axial: { trunk_flexion: mv(70) } })).items
        .back_posture,
    ).toBe('EXCESSIVELY_FLEXED_OR_TWISTED');
    expect(
      qecObservationFromPosture(neutralFrame({ axial: { trunk_flexion: null } })).missing,
    ).toContain('back_posture');
    expect(qecNeckPostureFromShare(0.05)).toBe('NO');
    expect(qecNeckPostureFromShare(0.1)).toBe('OCCASIONALLY');
    expect(qecNeckPostureFromShare(0.5)).toBe('CONTINUOUSLY');
    expect(() => qecNeckPostureFromShare(Number.NaN)).toThrow(ScoringInputError);
  });
});
