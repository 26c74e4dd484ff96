import { describe, expect, it } from 'vitest';
import {
  scoreNioshTask,
  ScoringInputError,
  type NioshTaskInput,
  type NioshTaskResult,
} from '../src/index';
import { expectFiniteNumbers } from './niosh-helpers';

/** Weights and indexes are compared to 1e-9 (full precision, nothing is rounded). */
const TOL = 9;

/** A lift where every multiplier is 1: RWL = LC = 23 kg, so LI = load / 23 exactly. */
const ideal: NioshTaskInput = {
  load_kg: 23,
  frequency_per_min: 0.2,
  duration: 'LE_1H',
  coupling: 'GOOD',
  origin: { h_cm: 25, v_cm: 75, a_deg: 0 },
  destination: { h_cm: 25, v_cm: 90, a_deg: 0 },
  significant_control: false,
};

/** Hand-computed case A (no published worked example was found; see README). */
const caseA: NioshTaskInput = {
  load_kg: 10,
  frequency_per_min: 1,
  duration: 'LE_1H',
  coupling: 'FAIR',
  origin: { h_cm: 40, v_cm: 30, a_deg: 30 },
  destination: { h_cm: 40, v_cm: 100, a_deg: 0 },
  significant_control: false,
};

function multipliersOf(r: NioshTaskResult, end: 'origin' | 'destination') {
  const e = end === 'origin' ? r.origin : r.destination;
  if (!e) throw new Error(`no ${end}`);
  return Object.fromEntries(Object.entries(e.multipliers).map(([k, f]) => [k, f.value]));
}

describe('NIOSH single task: hand-computed golden cases (no published figure found)', () => {
  it('ideal lift (hand-computed): every multiplier 1, RWL 23 kg, LI = load / 23', () => {
    const r = scoreNioshTask(ideal);
    expect(r.rwl_kg).toBe(23);
    expect(r.firwl_kg).toBe(23);
    expect(r.lifting_index).toBe(1);
    expect(r.band).toBe('nominal');
    expect(r.d_cm).toBe(15);
    expect(r.destination).toBeNull();
  });

  it('case A (hand-computed), origin only: H 40, V 30, D 70, A 30°, 1/min ≤ 1 h, fair', () => {
    const r = scoreNioshTask(caseA);
    // HM 25/40; VM 1 − 0.003·45; DM 0.82 + 4.5/70; AM 1 − 0.0032·30; FM Table 5 (1/min, ≤ 1 h,
    // V < 75); CM fair, V < 75
    const m = multipliersOf(r, 'origin');
    expect(m.HM).toBeCloseTo(0.625, TOL);
    expect(m.VM).toBeCloseTo(0.865, TOL);
    expect(m.DM).toBeCloseTo(0.884285714286, TOL);
    expect(m.AM).toBeCloseTo(0.904, TOL);
    expect(m.FM).toBe(0.94);
    expect(m.CM).toBe(0.95);
    // 23 × 0.625 × 0.865 × 0.8842857 × 0.904 × 0.95 = 9.44297 kg; × 0.94 = 8.87639 kg
    expect(r.firwl_kg).toBeCloseTo(9.442969905357, TOL);
    expect(r.rwl_kg).toBeCloseTo(8.876391711036, TOL);
    expect(r.lifting_index).toBeCloseTo(1.12658390093, TOL);
    expect(r.fili).toBeCloseTo(1.058988866874, TOL);
    expect(r).toMatchObject({
      governing_end: 'origin',
      band: 'increased',
      risk_level: 'high',
      weakest: { multiplier: 'HM', value: 0.625 },
      lifting_index_undefined: null,
    });
  });

  it('case B (hand-computed), significant control: the destination governs', () => {
    const r = scoreNioshTask({
      ...caseA,
      destination: { h_cm: 50, v_cm: 140, a_deg: 60 },
      significant_control: true,
    });
    expect(r.d_cm).toBe(110);
    const o = multipliersOf(r, 'origin');
    const d = multipliersOf(r, 'destination');
    expect(o.DM).toBeCloseTo(0.82 + 4.5 / 110, TOL);
    // FM is read with V at the origin (30 cm) at both ends; CM with each end's own V
    expect(d).toMatchObject({ HM: 0.5, FM: 0.94, CM: 1 });
    expect(d.VM).toBeCloseTo(0.805, TOL);
    expect(d.AM).toBeCloseTo(0.808, TOL);
    expect(r.origin.rwl_kg).toBeCloseTo(8.641738970841, TOL);
    expect(r.origin.lifting_index).toBeCloseTo(1.157174503158, TOL);
    expect(r.destination?.rwl_kg).toBeCloseTo(6.053272555273, TOL);
    expect(r.destination?.firwl_kg).toBeCloseTo(6.439651654545, TOL);
    expect(r.governing_end).toBe('destination');
    expect(r.rwl_kg).toBeCloseTo(6.053272555273, TOL);
    expect(r.lifting_index).toBeCloseTo(1.651998965632, TOL);
    expect(r.fili).toBeCloseTo(1.552879027694, TOL);
    expect(r.weakest).toEqual({ multiplier: 'HM', value: 0.5 });
  });

  it('D is |V destination − V origin| for a lower as for a lift', () => {
    const lower = scoreNioshTask({
      ...caseA,
      origin: { ...caseA.origin, v_cm: 100 },
      destination: { ...caseA.destination, v_cm: 30 },
    });
    expect(lower.d_cm).toBe(70);
    expect(lower.origin.multipliers.DM.value).toBeCloseTo(0.884285714286, TOL);
  });
});

describe('NIOSH single task: band boundaries (LI ≤ 1, 1 < LI ≤ 3, > 3)', () => {
  const cases = [
    [23, 'nominal', 'low'],
    [23.001, 'increased', 'high'],
    [69, 'increased', 'high'],
    [69.001, 'high', 'very_high'],
  ] as const;
  for (const [load, band, risk] of cases)
    it(`load ${load} kg on RWL 23 kg → ${band}`, () => {
      expect(scoreNioshTask({ ...ideal, load_kg: load })).toMatchObject({ band, risk_level: risk });
    });
  it('a load equal to a computed limit reads as LI 1 (float noise is not "over 1")', () => {
    const limit = scoreNioshTask(caseA).rwl_kg;
    expect(scoreNioshTask({ ...caseA, load_kg: limit }).band).toBe('nominal');
  });
});

describe('NIOSH single task: a limit of 0 gives a null index with its reason, never NaN', () => {
  const cases: [string, Partial<NioshTaskInput>, string[]][] = [
    ['H 64 cm', { origin: { h_cm: 64, v_cm: 30, a_deg: 0 } }, ['HM']],
    ['V 176 cm', { origin: { h_cm: 30, v_cm: 176, a_deg: 0 } }, ['VM']],
    [
      'D 176 cm',
      { origin: { h_cm: 30, v_cm: 0, a_deg: 0 }, destination: { h_cm: 30, v_cm: 176, a_deg: 0 } },
      ['DM'],
    ],
    ['A 136°', { origin: { h_cm: 30, v_cm: 30, a_deg: 136 } }, ['AM']],
    ['16 lifts/min (past Table 5)', { frequency_per_min: 16 }, ['FM']],
  ];
  for (const [name, change, zeros] of cases)
    it(name, () => {
      const r = scoreNioshTask({ ...caseA, ...change });
      expect(r.rwl_kg).toBe(0);
      expect(r.lifting_index).toBeNull();
      expect(r.lifting_index_undefined).toEqual({ reason: 'rwl_zero', zero_multipliers: zeros });
      expect(r).toMatchObject({ band: null, risk_level: 'very_high', heat_level: 'very_high' });
      expectFiniteNumbers(r);
    });
  it('FM 0 alone leaves FIRWL and FILI defined', () => {
    const r = scoreNioshTask({ ...caseA, frequency_per_min: 16 });
    expect(r.firwl_kg).toBeCloseTo(9.442969905357, TOL);
    expect(r.fili).toBeCloseTo(1.058988866874, TOL);
    expect(r.weakest).toEqual({ multiplier: 'FM', value: 0 });
  });
  it('a destination of 0 (with significant control) governs', () => {
    const r = scoreNioshTask({
      ...caseA,
      destination: { h_cm: 70, v_cm: 100, a_deg: 0 },
      significant_control: true,
    });
    expect(r.governing_end).toBe('destination');
    expect(r.origin.lifting_index).toBeCloseTo(1.12658390093, TOL);
    expect(r.lifting_index).toBeNull();
    expect(r.fili).toBeNull();
  });
});

describe('NIOSH single task: invalid input is refused with a ScoringInputError', () => {
  const bad: [string, Record<string, unknown>, string, string][] = [
    ['negative load', { load_kg: -1 }, 'negative_weight', 'load_kg'],
    ['NaN load', { load_kg: Number.NaN }, 'not_a_number', 'load_kg'],
    ['load as text', { load_kg: '10' }, 'not_a_number', 'load_kg'],
    ['negative frequency', { frequency_per_min: -0.5 }, 'out_of_range', 'frequency_per_min'],
    ['infinite frequency', { frequency_per_min: Infinity }, 'not_a_number', 'frequency_per_min'],
    ['unknown duration', { duration: 'LE_4H' }, 'unknown_code', 'duration'],
    ['lower-case coupling', { coupling: 'good' }, 'unknown_code', 'coupling'],
    ['missing origin', { origin: undefined }, 'required', 'origin'],
    ['negative H', { origin: { h_cm: -1, v_cm: 30, a_deg: 0 } }, 'out_of_range', 'origin.h_cm'],
    [
      'negative V',
      { destination: { h_cm: 30, v_cm: -5, a_deg: 0 } },
      'out_of_range',
      'destination.v_cm',
    ],
    ['negative A', { origin: { h_cm: 30, v_cm: 30, a_deg: -10 } }, 'out_of_range', 'origin.a_deg'],
    ['A over 180°', { origin: { h_cm: 30, v_cm: 30, a_deg: 181 } }, 'out_of_range', 'origin.a_deg'],
    ['NaN V', { origin: { h_cm: 30, v_cm: Number.NaN, a_deg: 0 } }, 'not_a_number', 'origin.v_cm'],
    ['control as text', { significant_control: 'yes' }, 'not_a_boolean', 'significant_control'],
    ['control missing', { significant_control: undefined }, 'required', 'significant_control'],
  ];
  for (const [name, change, code, field] of bad)
    it(name, () => {
      const run = () => scoreNioshTask({ ...caseA, ...change });
      expect(run).toThrow(ScoringInputError);
      expect(run).toThrow(expect.objectContaining({ code, field }) as Error);
    });
});
