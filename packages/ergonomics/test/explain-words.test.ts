import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_QUESTIONS,
  EXPLAIN_CATALOGS,
  explainStep,
  scoreChecklist,
  scoreWisha,
  type ScoreStep,
} from '../src/index';
import { sweep } from './explain-sweep';

/*
 * Issue 18: every explanation line is words in the reader's language with the right unit — never an
 * internal id ('reba.table_a'), a code ('WAIST_TO_SHOULDER'), a length in metres read as 'Legs: 0 m',
 * or an English line on a Turkish screen. Every step of a wide sweep over all six methods (REBA, RULA,
 * ROSA, WISHA, QEC, checklist; worksheets and video frames) is written out in both languages.
 */

const LANGS = ['en', 'tr'] as const;
/** 'reba.table_a', 'part.leg': a dotted id */
const DOTTED_ID = /\b[a-z]+(\.[a-z_]+)+\b/;
/** 'seat_pan', 'more_than_hour': snake case */
const SNAKE = /\b[a-z]+_[a-z_]+\b/;
/** 'WAIST_TO_SHOULDER', 'NEAR' on its own: an upper-case code */
const CODE = /\b[A-Z]{2,}(_[A-Z0-9]+)+\b|\b(NEAR|MID|FAR|YES|NO|GOOD|FAIR|POOR)\b/;

const steps = sweep();
const texts = (lang: 'en' | 'tr') => steps.map((step) => ({ step, text: explainStep(step, lang) }));

/** The unit a step's number must carry, by what the step measures. */
function expectedUnit(step: ScoreStep): RegExp | null {
  if (step.key.startsWith('explain.angle')) return /-?\d+([.,]\d+)?°/;
  if (step.key.startsWith('explain.length')) return /\d+ cm\b/;
  if (step.id === 'wisha.unadjusted_weight_limit' || step.id === 'wisha.adjusted_weight_limit')
    return /→ \d+([.,]\d+)? lb$|= \d+([.,]\d+)? lb$/;
  if (step.id === 'wisha.recommended_safe_weight') return /= \d+([.,]\d+)? kg$/;
  if (step.key === 'explain.lifting_index') return /= \d+([.,]\d+)? kg \/ \d+([.,]\d+)? kg = /;
  return null;
}

describe('explanations: words, units and numbers in both languages', () => {
  it('the sweep covers every method', () => {
    const methods = new Set(steps.map((s) => s.id.split('.')[0]));
    expect([...methods].sort()).toEqual(['checklist', 'qec', 'reba', 'rosa', 'rula', 'wisha']);
  });

  for (const lang of LANGS)
    it(`${lang}: no internal id, snake-case word, code or placeholder in any line`, () => {
      const bad = texts(lang)
        .filter(({ text }) => DOTTED_ID.test(text) || SNAKE.test(text) || CODE.test(text))
        .map(({ step, text }) => `${step.id}: ${text}`);
      expect([...new Set(bad)]).toEqual([]);
      for (const { text } of texts(lang)) expect(text).not.toMatch(/\{\w+\}|undefined|NaN/);
    });

  for (const lang of LANGS)
    it(`${lang}: each measured value carries the unit of its quantity`, () => {
      const bad: string[] = [];
      for (const { step, text } of texts(lang)) {
        const unit = expectedUnit(step);
        if (unit && !unit.test(text)) bad.push(`${step.id}: ${text}`);
        // a length is never written in metres ('Legs: 0 m'), a score never with a unit
        if (/\d m\b/.test(text)) bad.push(`${step.id}: ${text}`);
      }
      expect([...new Set(bad)]).toEqual([]);
    });

  it('a length is named and in centimetres: "Legs: feet 30 cm apart in height"', () => {
    const legs = steps.find((s) => s.id === 'reba.derive.leg' && s.value === 2);
    if (!legs) throw new Error('no measured one-leg step in the sweep');
    expect(explainStep(legs, 'en')).toBe(
      'Legs: feet 30 cm apart in height — one leg bearing weight, or an unstable posture → 2',
    );
    expect(explainStep(legs, 'tr')).toBe(
      'Bacaklar: ayaklar arasında 30 cm yükseklik farkı — tek bacak yük taşıyor ya da duruş dengesiz → 2',
    );
  });

  it('results stored before these words read the same (old length and weight steps)', () => {
    const old: ScoreStep = {
      id: 'reba.derive.leg',
      key: 'explain.length',
      params: { part_key: 'part.leg', rule_key: 'rule.reba.legs.1', metres: 0 },
      value: 1,
    };
    expect(explainStep(old, 'en')).toBe(
      'Legs: feet 0 cm apart in height — both legs bearing weight, walking or sitting → 1',
    );
    const safe: ScoreStep = {
      id: 'wisha.recommended_safe_weight',
      key: 'explain.product',
      params: { label_key: 'score.wisha.recommended', terms: '36 lb × 1 × 0.85' },
      value: 13.8784,
    };
    expect(explainStep(safe, 'tr')).toBe('Önerilen güvenli ağırlık = 36 lb × 1 × 0,85 = 13,9 kg');
  });

  it('a lifting index just over 1 reads as over 1 where its risk level is given', () => {
    const band = scoreWisha({
      load_weight: 12,
      lifting_frequency: '2_3',
      shift_duration: 'more_than_hour',
      grip_quality: 'GOOD',
      work_environment: 'NORMAL',
      vertical_zone: 'ABOVE_SHOULDER',
      horizontal_zone: 'MID',
      twisting: false,
    }).steps.find((s) => s.id === 'wisha.band');
    if (!band) throw new Error('no WISHA band step');
    expect(explainStep(band, 'en')).toBe('1.02 → high risk');
    expect(explainStep(band, 'tr')).toBe('1,02 → yüksek risk');
  });

  it('percentages through Intl: "40.74%" in English, "%40,74" in Turkish', () => {
    const exposure = steps.find((s) => s.id === 'qec.exposure');
    if (!exposure) throw new Error('no QEC exposure step');
    expect(explainStep(exposure, 'en')).toMatch(/= \d+(\.\d+)?%$/);
    expect(explainStep(exposure, 'tr')).toMatch(/= %\d+(,\d+)?$/);
  });

  it('a count takes its plural form: "1 critical item", "2 critical items"', () => {
    const answers = (no: string[]) =>
      scoreChecklist(
        Object.fromEntries(
          CHECKLIST_QUESTIONS.map((q) => [q.id, no.includes(q.id) ? 'NO' : 'YES']),
        ),
      ).steps.find((s) => s.id === 'checklist.critical');
    const one = answers(['saf_electrical']);
    if (!one) throw new Error('no critical step');
    expect(explainStep(one, 'en')).toMatch(/^1 critical item answered no/);
    expect(explainStep(one, 'tr')).toMatch(/^1 kritik maddeye/);
    // two critical 'no' answers bring compliance under 90 %, so the count is shown on a stored step
    const two: ScoreStep = { ...one, params: { count: 2 } };
    expect(explainStep(two, 'en')).toMatch(/^2 critical items answered no/);
    expect(explainStep(two, 'tr')).toMatch(/^2 kritik maddeye/);
  });

  it('every Turkish text is translated (none is left as the English text)', () => {
    const same = Object.entries(EXPLAIN_CATALOGS.en)
      .filter(([key, en]) => EXPLAIN_CATALOGS.tr[key] === en)
      // the same in both languages: templates of numbers and names only, QEC letters, WISHA counts
      .filter(([, en]) => /[a-z]{3,}/.test(en.replace(/\{\w+\}/g, '')))
      .map(([key]) => key);
    expect(same).toEqual([]);
  });
});
