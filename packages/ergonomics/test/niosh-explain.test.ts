import { describe, expect, it } from 'vitest';
import {
  EXPLAIN_CATALOGS,
  explainStep,
  explainSteps,
  NIOSH_COUPLING_CODES,
  NIOSH_DURATION_CODES,
  scoreNioshJob,
  scoreNioshTask,
  type NioshTaskInput,
  type ScoreStep,
} from '../src/index';

const base: NioshTaskInput = {
  load_kg: 10,
  frequency_per_min: 1,
  duration: 'LE_1H',
  coupling: 'FAIR',
  origin: { h_cm: 40, v_cm: 30, a_deg: 30 },
  destination: { h_cm: 50, v_cm: 140, a_deg: 60 },
  significant_control: true,
};

/** Steps covering every multiplier reason, both ends, a limit of 0 and every CLI outcome. */
function nioshSweep(): ScoreStep[] {
  const steps: ScoreStep[] = [];
  const locations = [
    { h_cm: 20, v_cm: 0, a_deg: 0 },
    { h_cm: 70, v_cm: 180, a_deg: 140 },
    { h_cm: 40, v_cm: 100, a_deg: 30 },
  ];
  const rates = [0.1, 1, 2.4, 9, 16];
  for (const origin of locations)
    for (const destination of locations)
      for (const frequency_per_min of rates)
        for (const coupling of NIOSH_COUPLING_CODES)
          for (const duration of NIOSH_DURATION_CODES)
            steps.push(
              ...scoreNioshTask({
                ...base,
                origin,
                destination,
                frequency_per_min,
                coupling,
                duration,
              }).steps,
            );
  const sub = { ...base, load_max_kg: 12 };
  for (const subtasks of [
    [sub, { ...sub, frequency_per_min: 3, origin: { h_cm: 30, v_cm: 90, a_deg: 0 } }],
    [sub, { ...sub, frequency_per_min: 16 }],
    [sub, { ...sub, origin: { h_cm: 70, v_cm: 30, a_deg: 0 } }],
    [sub, { ...sub, frequency_per_min: 8 }],
  ])
    for (const duration of NIOSH_DURATION_CODES)
      steps.push(...scoreNioshJob({ duration, subtasks }).steps);
  return steps;
}

const steps = nioshSweep();
// the same checks as explain-words.test.ts: no id, snake-case word or upper-case code in a line
const DOTTED_ID = /\b[a-z]+(\.[a-z_]+)+\b/;
const SNAKE = /\b[a-z]+_[a-z_]+\b/;
const CODE = /\b[A-Z]{2,}(_[A-Z0-9]+)+\b|\b(NEAR|MID|FAR|YES|NO|GOOD|FAIR|POOR)\b/;

describe('NIOSH explanations in English and Turkish', () => {
  it('every key a step uses (message and *_key params) is in both catalogs', () => {
    const used = new Set<string>();
    for (const s of steps) {
      used.add(s.key);
      for (const [k, v] of Object.entries(s.params))
        if (k.endsWith('_key') && typeof v === 'string') used.add(v);
    }
    const missing = [...used].filter(
      (k) => !(k in EXPLAIN_CATALOGS.en) || !(k in EXPLAIN_CATALOGS.tr),
    );
    expect(missing).toEqual([]);
    // every NIOSH key of the catalogs is reached by the sweep (none is dead)
    const niosh = Object.keys(EXPLAIN_CATALOGS.en).filter((k) => k.includes('.niosh.'));
    expect(niosh.filter((k) => !used.has(k))).toEqual([]);
  });

  for (const lang of ['en', 'tr'] as const)
    it(`${lang}: every line is words and numbers, no placeholder, id or code`, () => {
      const bad = explainSteps(steps, lang).filter(
        (t) =>
          /\{\w+\}|undefined|NaN|Infinity/.test(t) ||
          DOTTED_ID.test(t) ||
          SNAKE.test(t) ||
          CODE.test(t),
      );
      expect([...new Set(bad)]).toEqual([]);
    });

  it('renders a task the same way everywhere (en, tr)', () => {
    const r = scoreNioshTask(base);
    const pick = (id: string) => {
      const s = r.steps.find((x) => x.id === id);
      if (!s) throw new Error(`no step ${id}`);
      return [explainStep(s, 'en'), explainStep(s, 'tr')];
    };
    expect(pick('niosh.origin.fm')).toEqual([
      'Frequency multiplier FM (origin): F 1/min (1 h or less of lifting; hands below 75 cm at the origin) → 0.94',
      "Frekans çarpanı FM (başlangıç noktası): F 1/dk (en çok 1 saat kaldırma; başlangıçta eller 75 cm'nin altında) → 0,94",
    ]);
    expect(pick('niosh.destination.cm')).toEqual([
      'Coupling multiplier CM (destination): fair coupling, hands at 75 cm or higher (V 140 cm) → 1',
      'Kavrama çarpanı CM (varış noktası): orta kavrama, eller 75 cm ya da daha yukarıda (V 140 cm) → 1',
    ]);
    expect(pick('niosh.destination.li')).toEqual([
      'Lifting index LI at the destination = 10 kg / 6.1 kg = 1.652',
      'Varış noktasında kaldırma indeksi LI = 10 kg / 6,1 kg = 1,652',
    ]);
    expect(pick('niosh.band')).toEqual([
      '1.65 → increased risk (LI over 1, up to 3)',
      "1,65 → artmış risk (LI 1'in üzerinde, en çok 3)",
    ]);
  });

  it('an interpolated FM and a sub-task name their rows and their sub-task', () => {
    const r = scoreNioshJob({
      duration: 'LE_1H',
      subtasks: [{ ...base, frequency_per_min: 2.4 }],
    });
    const fm = r.steps.find((s) => s.id === 'niosh.subtask.1.origin.fm');
    if (!fm) throw new Error('no FM step');
    expect(explainStep(fm, 'en')).toBe(
      'Sub-task 1: Frequency multiplier FM (origin): F 2.4/min, interpolated between the 2 and 3 rows (1 h or less of lifting; hands below 75 cm at the origin) → 0.898',
    );
    expect(explainStep(fm, 'tr')).toBe(
      "Alt görev 1: Frekans çarpanı FM (başlangıç noktası): F 2,4/dk, 2 ve 3 satırları arasında doğrusal enterpolasyonla (en çok 1 saat kaldırma; başlangıçta eller 75 cm'nin altında) → 0,898",
    );
  });

  it('a CLI just over 1 is shown over 1 beside its band', () => {
    const r = scoreNioshJob({
      duration: 'LE_1H',
      subtasks: [
        {
          load_kg: 23.005,
          frequency_per_min: 0.2,
          coupling: 'GOOD',
          origin: { h_cm: 25, v_cm: 75, a_deg: 0 },
          destination: { h_cm: 25, v_cm: 75, a_deg: 0 },
          significant_control: false,
        },
      ],
    });
    const s = r.steps.find((x) => x.id === 'niosh.band');
    if (!s) throw new Error('no band step');
    expect(explainStep(s, 'en')).toBe('1.0002 → increased risk (LI over 1, up to 3)');
  });
});
