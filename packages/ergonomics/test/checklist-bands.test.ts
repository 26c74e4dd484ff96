import { describe, expect, it } from 'vitest';
import {
  ANGLE_BANDS,
  angleColourBand,
  bodyPartBand,
  bodyPartBands,
  CHECKLIST_QUESTIONS,
  HEAT_COLOURS,
  HEAT_LEVELS,
  heatColourOf,
  RISK_COLOURS,
  RISK_LEVELS,
  RISK_TO_HEAT,
  scoreChecklist,
  scoreReba,
  ScoringInputError,
  type ChecklistAnswer,
} from '../src/index';
import { baseReba } from './helpers';

describe('office checklist', () => {
  const all = (a: ChecklistAnswer): Record<string, ChecklistAnswer> =>
    Object.fromEntries(CHECKLIST_QUESTIONS.map((q) => [q.id, a]));
  it('every question has English and Turkish text and a unique id', () => {
    expect(new Set(CHECKLIST_QUESTIONS.map((q) => q.id)).size).toBe(CHECKLIST_QUESTIONS.length);
    for (const q of CHECKLIST_QUESTIONS) {
      expect(q.text.en.endsWith('?')).toBe(true);
      expect(q.text.tr.endsWith('?')).toBe(true);
    }
  });
  it('all yes -> 100 % low; all no -> 0 % very high', () => {
    expect(scoreChecklist(all('YES'))).toMatchObject({
      score: 100,
      risk_level: 'low',
      non_compliant: [],
    });
    expect(scoreChecklist(all('NO'))).toMatchObject({ score: 0, risk_level: 'very_high' });
  });
  it('bands at 90 / 70 / 50 %, not-applicable answers left out', () => {
    const ids = CHECKLIST_QUESTIONS.filter((q) => !q.critical).map((q) => q.id);
    const build = (yes: number, no: number): Record<string, ChecklistAnswer> =>
      Object.fromEntries<ChecklistAnswer>([
        ...ids.slice(0, yes).map((id): [string, ChecklistAnswer] => [id, 'YES']),
        ...ids.slice(yes, yes + no).map((id): [string, ChecklistAnswer] => [id, 'NO']),
      ]);
    expect(scoreChecklist(build(9, 1))).toMatchObject({ score: 90, risk_level: 'low' });
    expect(scoreChecklist(build(8, 2))).toMatchObject({ score: 80, risk_level: 'medium' });
    expect(scoreChecklist(build(7, 3))).toMatchObject({ score: 70, risk_level: 'medium' });
    expect(scoreChecklist(build(6, 4))).toMatchObject({ score: 60, risk_level: 'high' });
    expect(scoreChecklist(build(5, 5))).toMatchObject({ score: 50, risk_level: 'high' });
    expect(scoreChecklist(build(4, 6))).toMatchObject({ score: 40, risk_level: 'very_high' });
    expect(scoreChecklist({ ...build(9, 0), org_first_aid: 'NOT_APPLICABLE' })).toMatchObject({
      score: 100,
      not_applicable: ['org_first_aid'],
    });
  });
  it('a critical item answered no makes it at least medium', () => {
    const r = scoreChecklist({ ...all('YES'), saf_electrical: 'NO' });
    expect(r.score).toBeGreaterThanOrEqual(90);
    expect(r).toMatchObject({ risk_level: 'medium', critical_non_compliant: ['saf_electrical'] });
  });
  it('bad responses get typed errors', () => {
    expect(() => scoreChecklist({ unknown_question: 'YES' })).toThrow(
      expect.objectContaining({ code: 'unknown_code', field: 'unknown_question' }),
    );
    expect(() => scoreChecklist({ env_noise: 'MAYBE' as ChecklistAnswer })).toThrow(
      expect.objectContaining({ code: 'unknown_code', field: 'env_noise' }),
    );
    expect(() => scoreChecklist(all('NOT_APPLICABLE'))).toThrow(ScoringInputError);
    expect(() => scoreChecklist({})).toThrow(ScoringInputError);
  });
});

describe('heat map and risk vocabulary', () => {
  it('one colour per heat level: green, yellow, orange, red', () => {
    expect(HEAT_LEVELS.map((l) => HEAT_COLOURS[l].key)).toEqual([
      'green',
      'yellow',
      'orange',
      'red',
    ]);
    for (const l of HEAT_LEVELS) expect(HEAT_COLOURS[l].hex).toMatch(/^#[0-9A-F]{6}$/);
  });
  it('every stored risk level maps to a heat level', () => {
    expect(RISK_LEVELS.map((r) => RISK_TO_HEAT[r])).toEqual([
      'low',
      'low',
      'moderate',
      'high',
      'very_high',
    ]);
    expect(heatColourOf('medium').key).toBe('yellow');
    expect(heatColourOf('very_high').key).toBe('red');
    expect(scoreReba(baseReba).heat_level).toBe('low');
  });
  it('negligible has a colour of its own beside low, in the green family; the heat map keeps four (issue 30)', () => {
    // SPEC §4 names the heat map's four colours; negligible (REBA 1) is no heat level, so the
    // five risk levels differ by colour, low keeping SPEC's green.
    expect(RISK_LEVELS.map((r) => RISK_COLOURS[r].key)).toEqual([
      'teal',
      'green',
      'yellow',
      'orange',
      'red',
    ]);
    expect(new Set(RISK_LEVELS.map((r) => RISK_COLOURS[r].hex)).size).toBe(5);
    expect(heatColourOf('negligible')).toEqual(RISK_COLOURS.negligible);
    expect(heatColourOf('low')).toEqual(HEAT_COLOURS.low);
    expect(heatColourOf('low').hex).toBe('#2E9E44');
  });
});

describe('per-body-part bands (SPEC §9)', () => {
  // Full mapping of every reachable part score under both readings of SPEC's shared end points.
  const table: [string, string, number[], string[], string[]][] = [
    ['reba', 'neck', [1, 2, 3], ['low', 'low', 'moderate'], ['low', 'moderate', 'high']],
    [
      'reba',
      'trunk',
      [1, 2, 3, 4, 5],
      ['low', 'low', 'moderate', 'high', 'high'],
      ['low', 'moderate', 'high', 'high', 'high'],
    ],
    [
      'reba',
      'leg',
      [1, 2, 3, 4],
      ['low', 'moderate', 'high', 'high'],
      ['moderate', 'high', 'high', 'high'],
    ],
    ['reba', 'lower_arm', [1, 2], ['low', 'moderate'], ['moderate', 'high']],
    [
      'reba',
      'upper_arm',
      [1, 2, 3, 4, 5, 6],
      ['low', 'low', 'moderate', 'moderate', 'high', 'high'],
      ['low', 'moderate', 'moderate', 'high', 'high', 'high'],
    ],
    ['reba', 'wrist', [1, 2, 3], ['low', 'low', 'moderate'], ['low', 'moderate', 'high']],
    [
      'rula',
      'neck',
      [1, 2, 3, 4, 5, 6],
      ['low', 'low', 'moderate', 'moderate', 'high', 'high'],
      ['low', 'moderate', 'moderate', 'high', 'high', 'high'],
    ],
    [
      'rula',
      'trunk',
      [1, 2, 3, 4, 5, 6],
      ['low', 'low', 'moderate', 'moderate', 'high', 'high'],
      ['low', 'moderate', 'moderate', 'high', 'high', 'high'],
    ],
    [
      'rula',
      'wrist',
      [1, 2, 3, 4],
      ['low', 'moderate', 'moderate', 'high'],
      ['moderate', 'moderate', 'high', 'high'],
    ],
    ['rula', 'wrist_twist', [1, 2], ['low', 'moderate'], ['moderate', 'high']],
  ];
  it.each(table)('%s %s', (method, part, scores, upper, lower) => {
    const m = method as 'reba';
    const p = part as 'neck';
    expect(scores.map((s) => bodyPartBand(m, p, s))).toEqual(upper);
    expect(scores.map((s) => bodyPartBand(m, p, s, 'lower_inclusive'))).toEqual(lower);
  });
  it('bands a whole result and refuses bad input', () => {
    expect(bodyPartBands('reba', scoreReba(baseReba).body_part_scores)).toEqual({
      neck: 'low',
      trunk: 'low',
      leg: 'low',
      upper_arm: 'low',
      lower_arm: 'low',
      wrist: 'low',
    });
    expect(() => bodyPartBand('reba', 'neck', Number.NaN)).toThrow(ScoringInputError);
    expect(() => bodyPartBand('reba', 'elbow', 1)).toThrow(ScoringInputError);
  });
});

describe('angle colour bands', () => {
  it.each([
    ['neck_flexion', 20, 'green'],
    ['neck_flexion', 20.1, 'amber'],
    ['neck_flexion', 45, 'amber'],
    ['neck_flexion', 45.1, 'red'],
    ['neck_flexion', -5, 'green'],
    ['neck_flexion', -10, 'amber'],
    ['neck_flexion', -25, 'red'],
    ['trunk_flexion', 30, 'green'],
    ['trunk_flexion', 31, 'amber'],
    ['trunk_flexion', 60, 'amber'],
    ['trunk_flexion', 61, 'red'],
    ['wrist_flexion', 10, 'green'],
    ['wrist_flexion', 11, 'amber'],
    ['wrist_flexion', -30, 'amber'],
    ['wrist_flexion', -31, 'red'],
    ['upper_arm_flexion', 20, 'green'],
    ['upper_arm_flexion', 46, 'red'],
    ['elbow_flexion', 80, 'green'],
    ['elbow_flexion', 110, 'amber'],
    ['elbow_flexion', 10, 'red'],
    ['knee_flexion', 30, 'green'],
    ['knee_flexion', 61, 'red'],
    ['trunk_twist', 31, 'red'],
  ] as const)('%s %f° -> %s', (m, a, c) => expect(angleColourBand(m, a)).toBe(c));
  it('covers every measured joint motion and refuses NaN', () => {
    expect(Object.keys(ANGLE_BANDS)).toHaveLength(14);
    expect(() => angleColourBand('neck_flexion', Number.NaN)).toThrow(ScoringInputError);
    expect(() => angleColourBand('ankle' as 'neck_flexion', 1)).toThrow(ScoringInputError);
  });
});
