import { describe, expect, it } from 'vitest';
import {
  NIOSH_MAX_SUBTASKS,
  scoreNioshJob,
  ScoringInputError,
  type NioshJobInput,
  type NioshSubtaskInput,
} from '../src/index';
import { expectFiniteNumbers } from './niosh-helpers';

const TOL = 9;

/** Hand-computed three-sub-task job (no published multi-task figure was found; see README). */
const t1: NioshSubtaskInput = {
  load_kg: 12,
  load_max_kg: 14,
  frequency_per_min: 1,
  coupling: 'GOOD',
  origin: { h_cm: 30, v_cm: 20, a_deg: 0 },
  destination: { h_cm: 30, v_cm: 80, a_deg: 0 },
  significant_control: false,
};
const t2: NioshSubtaskInput = {
  load_kg: 8,
  frequency_per_min: 2,
  coupling: 'FAIR',
  origin: { h_cm: 45, v_cm: 90, a_deg: 45 },
  destination: { h_cm: 45, v_cm: 110, a_deg: 0 },
  significant_control: false,
};
const t3: NioshSubtaskInput = {
  load_kg: 5,
  frequency_per_min: 3,
  coupling: 'POOR',
  origin: { h_cm: 25, v_cm: 60, a_deg: 0 },
  destination: { h_cm: 25, v_cm: 100, a_deg: 0 },
  significant_control: false,
};
const job: NioshJobInput = { duration: 'LE_1H', subtasks: [t1, t2, t3] };

describe('NIOSH multi-task job: hand-computed golden case (no published figure found)', () => {
  const r = scoreNioshJob(job);
  it('each sub-task: FIRWL, FM, STRWL, FILI (maximum load), STLI (average load)', () => {
    const [a, b, c] = r.subtasks;
    // 1: 23 × 25/30 × (1 − 0.003·55) × (0.82 + 4.5/60) × 1 × 1 = 14.32373 kg; FM(1/min) 0.94
    expect(a?.firwl_kg).toBeCloseTo(14.323729166667, TOL);
    expect(a?.fm).toBe(0.94);
    expect(a?.strwl_kg).toBeCloseTo(13.464305416667, TOL);
    expect(a?.fili).toBeCloseTo(14 / 14.323729166667, TOL);
    expect(a?.stli).toBeCloseTo(0.891245380185, TOL);
    // 2: V 90 ≥ 75, fair → CM 1; FM(2/min) 0.91
    expect(b?.firwl_kg).toBeCloseTo(10.445577777778, TOL);
    expect(b?.strwl_kg).toBeCloseTo(9.505475777778, TOL);
    expect(b?.fili).toBeCloseTo(0.765874341295, TOL);
    expect(b?.stli).toBeCloseTo(0.841620155269, TOL);
    // 3: poor → CM 0.9; FM(3/min) 0.88
    expect(c?.firwl_kg).toBeCloseTo(18.43412625, TOL);
    expect(c?.stli).toBeCloseTo(0.308222809411, TOL);
    expect(c?.fili).toBeCloseTo(0.271236072282, TOL);
  });
  it('orders by decreasing STLI and sums FM over the ranked sub-tasks', () => {
    expect(r.order).toEqual([1, 2, 3]);
    expect(r.subtasks.map((s) => s.rank)).toEqual([1, 2, 3]);
    expect(r.terms).toHaveLength(2);
    // term 2: FILI_2 × (1/FM(1+2 = 3/min) − 1/FM(1/min)) = 0.76587 × (1/0.88 − 1/0.94)
    expect(r.terms[0]).toMatchObject({
      subtask: 2,
      lifts_per_min: 3,
      lifts_per_min_before: 1,
      fm: 0.88,
      fm_before: 0.94,
    });
    expect(r.terms[0]?.increment).toBeCloseTo(0.055551813924, TOL);
    // term 3: FILI_3 × (1/FM(6/min) − 1/FM(3/min)) = 0.27124 × (1/0.75 − 1/0.88)
    expect(r.terms[1]).toMatchObject({ subtask: 3, lifts_per_min: 6, fm: 0.75, fm_before: 0.88 });
    expect(r.terms[1]?.increment).toBeCloseTo(0.053425286965, TOL);
  });
  it('CLI = STLI_1 + Σ increments = 1.00022, just into the increased band', () => {
    expect(r.cli).toBeCloseTo(1.000222481073, TOL);
    expect(r).toMatchObject({ band: 'increased', risk_level: 'high', cli_undefined: null });
  });
  it('the input order does not change the result', () => {
    const shuffled = scoreNioshJob({ ...job, subtasks: [t3, t1, t2] });
    expect(shuffled.cli).toBeCloseTo(1.000222481073, TOL);
    expect(shuffled.order).toEqual([2, 3, 1]);
  });
});

describe('NIOSH multi-task job: rules', () => {
  it('one sub-task: the CLI is its STLI', () => {
    const r = scoreNioshJob({ duration: 'LE_1H', subtasks: [t1] });
    expect(r.cli).toBeCloseTo(0.891245380185, TOL);
    expect(r.terms).toEqual([]);
  });
  it('equal STLI: the higher frequency ranks first, then the input order', () => {
    // same geometry, loads chosen so that L/FM is equal: 9.4/0.94 = 9.1/0.91 = 10
    const slow = { ...t1, load_kg: 9.4, load_max_kg: 9.4, frequency_per_min: 1 };
    const fast = { ...t1, load_kg: 9.1, load_max_kg: 9.1, frequency_per_min: 2 };
    expect(scoreNioshJob({ duration: 'LE_1H', subtasks: [slow, fast] }).order).toEqual([2, 1]);
    expect(scoreNioshJob({ duration: 'LE_1H', subtasks: [slow, slow] }).order).toEqual([1, 2]);
  });
  it('significant control: the end with the lower FIRWL gives the STRWL (hand-computed)', () => {
    const controlled: NioshSubtaskInput = {
      load_kg: 10,
      load_max_kg: 15,
      frequency_per_min: 2,
      coupling: 'FAIR',
      origin: { h_cm: 35, v_cm: 50, a_deg: 20 },
      destination: { h_cm: 45, v_cm: 120, a_deg: 40 },
      significant_control: true,
    };
    const level: NioshSubtaskInput = {
      load_kg: 6,
      frequency_per_min: 4,
      coupling: 'GOOD',
      origin: { h_cm: 30, v_cm: 75, a_deg: 0 },
      destination: { h_cm: 30, v_cm: 75, a_deg: 90 },
      significant_control: false,
    };
    const r = scoreNioshJob({ duration: 'LE_1H', subtasks: [controlled, level] });
    const [a, b] = r.subtasks;
    expect(a?.governing_end).toBe('destination');
    // destination: 23 × 25/45 × 0.865 × (0.82 + 4.5/70) × 0.872 × 1 (fair, V 120) = 8.52277 kg
    expect(a?.firwl_kg).toBeCloseTo(8.522765365079, TOL);
    expect(a?.fili).toBeCloseTo(1.759992133711, TOL);
    expect(a?.stli).toBeCloseTo(1.289371526528, TOL);
    // D 0 → DM 1; the destination's 90° is not scored without significant control
    expect(b?.firwl_kg).toBeCloseTo(19.166666666667, TOL);
    expect(b?.stli).toBeCloseTo(0.372670807453, TOL);
    // CLI = 1.28937 + 0.31304 × (1/FM(6/min) − 1/FM(2/min)) = 1.28937 + 0.31304 × (1/0.75 − 1/0.91)
    expect(r.cli).toBeCloseTo(1.362759008611, TOL);
  });
});

describe("NIOSH multi-task job: Table 5's column for a summed frequency, and FM = 0", () => {
  const high: NioshSubtaskInput = {
    load_kg: 10,
    frequency_per_min: 5,
    coupling: 'GOOD',
    origin: { h_cm: 25, v_cm: 90, a_deg: 0 },
    destination: { h_cm: 25, v_cm: 100, a_deg: 0 },
    significant_control: false,
  };
  const second = (vCm: number): NioshSubtaskInput => ({
    load_kg: 5,
    frequency_per_min: 4,
    coupling: 'GOOD',
    origin: { h_cm: 25, v_cm: vCm, a_deg: 0 },
    destination: { h_cm: 25, v_cm: vCm + 10, a_deg: 0 },
    significant_control: false,
  });
  it("the term of sub-task i reads Table 5 with sub-task i's V (here ≥ 75 cm: FM(9/min) 0.15)", () => {
    const r = scoreNioshJob({ duration: 'LE_8H', subtasks: [high, second(80)] });
    expect(r.terms[0]).toMatchObject({ lifts_per_min: 9, fm: 0.15, fm_before: 0.35 });
    // 1.30077 + 0.22070 × (1/0.15 − 1/0.35) (hand-computed)
    expect(r.cli).toBeCloseTo(2.141539589787, TOL);
  });
  it('… and with V < 75 cm FM(9/min, 2–8 h) is 0: the CLI is null with its reason', () => {
    const r = scoreNioshJob({ duration: 'LE_8H', subtasks: [high, second(30)] });
    expect(r.cli).toBeNull();
    expect(r.cli_undefined).toEqual({
      reason: 'fm_zero',
      zero_multipliers: ['FM'],
      lifts_per_min: 9,
    });
    expect(r).toMatchObject({ band: null, risk_level: 'very_high' });
    expect(r.subtasks[0]?.stli).toBeCloseTo(1.300770706644, TOL);
    expectFiniteNumbers(r);
  });
  it("a sub-task's own FM of 0 (16 lifts/min): its STLI is null, it ranks first, CLI null", () => {
    const r = scoreNioshJob({
      duration: 'LE_1H',
      subtasks: [t1, { ...t2, frequency_per_min: 16 }],
    });
    expect(r.subtasks[1]?.stli).toBeNull();
    expect(r.subtasks[1]?.fili).toBeCloseTo(0.765874341295, TOL);
    expect(r.order).toEqual([2, 1]);
    expect(r.cli_undefined).toEqual({
      reason: 'fm_zero',
      zero_multipliers: ['FM'],
      lifts_per_min: 16,
    });
    expectFiniteNumbers(r);
  });
  it('a FIRWL of 0 (H 64 cm): FILI null, so the CLI is null, naming the sub-task', () => {
    const far = { ...t3, origin: { h_cm: 64, v_cm: 60, a_deg: 0 } };
    const r = scoreNioshJob({ duration: 'LE_1H', subtasks: [t1, t2, far] });
    expect(r.subtasks[2]).toMatchObject({ fili: null, stli: null, firwl_kg: 0 });
    expect(r.cli).toBeNull();
    expect(r.cli_undefined).toEqual({ reason: 'firwl_zero', zero_multipliers: ['HM'], subtask: 3 });
    expectFiniteNumbers(r);
  });
});

describe('NIOSH multi-task job: invalid input is refused', () => {
  const bad: [string, unknown, string, string][] = [
    ['no sub-tasks', { duration: 'LE_1H', subtasks: [] }, 'out_of_range', 'subtasks'],
    ['sub-tasks missing', { duration: 'LE_1H' }, 'required', 'subtasks'],
    ['sub-tasks not a list', { duration: 'LE_1H', subtasks: t1 }, 'out_of_range', 'subtasks'],
    [
      'too many sub-tasks',
      { duration: 'LE_1H', subtasks: Array.from({ length: NIOSH_MAX_SUBTASKS + 1 }, () => t1) },
      'out_of_range',
      'subtasks',
    ],
    ['unknown duration', { ...job, duration: 'LONG' }, 'unknown_code', 'duration'],
    [
      'maximum load below the average',
      { ...job, subtasks: [{ ...t1, load_max_kg: 11 }] },
      'out_of_range',
      'subtasks.0.load_max_kg',
    ],
    [
      'negative V in sub-task 2',
      { ...job, subtasks: [t1, { ...t2, origin: { h_cm: 30, v_cm: -1, a_deg: 0 } }] },
      'out_of_range',
      'subtasks.1.origin.v_cm',
    ],
    [
      'negative load in sub-task 3',
      { ...job, subtasks: [t1, t2, { ...t3, load_kg: -2 }] },
      'negative_weight',
      'subtasks.2.load_kg',
    ],
  ];
  for (const [name, input, code, field] of bad)
    it(name, () => {
      const run = () => scoreNioshJob(input as NioshJobInput);
      expect(run).toThrow(ScoringInputError);
      expect(run).toThrow(expect.objectContaining({ code, field }) as Error);
    });
});
