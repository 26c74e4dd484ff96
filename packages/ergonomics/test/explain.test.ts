import { describe, expect, it } from 'vitest';
import {
  EXPLAIN_CATALOGS,
  explainError,
  explainStep,
  explainSteps,
  scoreReba,
  ScoringInputError,
  SCORING_ERROR_CODES,
} from '../src/index';
import { sweep } from './explain-sweep';
import { baseReba } from './helpers';

describe('explanations in English and Turkish', () => {
  const steps = sweep();
  it('both catalogs hold exactly the same keys', () => {
    expect(Object.keys(EXPLAIN_CATALOGS.tr).sort()).toEqual(
      Object.keys(EXPLAIN_CATALOGS.en).sort(),
    );
  });
  it('every key any step uses (message and *_key params) is in both catalogs', () => {
    const used = new Set<string>();
    for (const s of steps) {
      used.add(s.key);
      for (const [k, v] of Object.entries(s.params))
        if (k.endsWith('_key') && typeof v === 'string') used.add(v);
    }
    expect(used.size).toBeGreaterThan(200);
    const missing = [...used].filter(
      (k) => !(k in EXPLAIN_CATALOGS.en) || !(k in EXPLAIN_CATALOGS.tr),
    );
    expect(missing).toEqual([]);
  });
  it('renders every step with no placeholder left', () => {
    for (const lang of ['en', 'tr'] as const)
      for (const text of explainSteps(steps, lang))
        expect(text, text).not.toMatch(/\{\w+\}|undefined|NaN/);
  });
  it('renders a known step the same way everywhere', () => {
    const r = scoreReba({ ...baseReba, neck_position: 2, neck_twisted: true });
    const neck = r.steps.filter((s) => s.id === 'reba.neck').map((s) => explainStep(s, 'en'));
    expect(neck).toEqual([
      'Neck: more than 20° flexion or in extension → 2',
      'Neck: twisted +1 → 3',
    ]);
    expect(r.steps.filter((s) => s.id === 'reba.neck').map((s) => explainStep(s, 'tr'))).toEqual([
      "Boyun: 20°'den fazla fleksiyon ya da ekstansiyon → 2",
      'Boyun: dönük +1 → 3',
    ]);
  });
  it('explains every error code in both languages', () => {
    for (const code of SCORING_ERROR_CODES) {
      const e = new ScoringInputError(code, 'load');
      expect(explainError(e, 'en')).toMatch(/load/);
      expect(explainError(e, 'tr')).toMatch(/load/);
      expect(explainError(e, 'tr')).not.toBe(explainError(e, 'en'));
    }
  });
});
