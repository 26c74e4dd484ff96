import { describe, expect, it } from 'vitest';
import { nioshCm, scoreNioshTask, type NioshCouplingCode } from '../src/index';
import type { ReferenceVector } from './reference-vectors';
import { readReference } from './reference-files';

/*
 * The NIOSH vectors of scoring-vectors.json (scoring-methods.md §5.6: Table 7's CM and the LI bands),
 * run through src/niosh. reference-vectors.test.ts runs the same vectors through WISHA's copy of the
 * NIOSH pieces; this file checks the lifting-equation module gives the same answers.
 */
const vectors = (
  JSON.parse(readReference('scoring-vectors.json')) as { vectors: ReferenceVector[] }
).vectors.filter((v) => v.method === 'NIOSH');

/** The vectors' band texts, by our band codes. */
const BAND_TEXT = {
  nominal: 'nominal (LI <= 1)',
  increased: 'increased risk (1 < LI <= 3)',
  high: 'high risk (LI > 3)',
} as const;

/** A lift whose every multiplier is 1 (RWL 23 kg): a load of LI × 23 kg gives exactly that LI. */
function bandAt(li: number) {
  return scoreNioshTask({
    load_kg: li * 23,
    frequency_per_min: 0.2,
    duration: 'LE_1H',
    coupling: 'GOOD',
    origin: { h_cm: 25, v_cm: 75, a_deg: 0 },
    destination: { h_cm: 25, v_cm: 75, a_deg: 0 },
    significant_control: false,
  }).band;
}

describe('NIOSH reference vectors through src/niosh', () => {
  it('the reference file holds NIOSH vectors', () => {
    expect(vectors.length).toBeGreaterThan(0);
  });
  for (const v of vectors)
    it(`${v.id}`, () => {
      const coupling = String(v.inputs.coupling).toUpperCase() as NioshCouplingCode;
      expect(nioshCm(coupling, Number(v.inputs.v_cm)).value).toBeCloseTo(Number(v.expected.CM), 3);
      const band = bandAt(Number(v.inputs.li));
      expect(band && BAND_TEXT[band]).toBe(v.expected.band);
    });
});
