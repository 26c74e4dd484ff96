import { CHECKLIST_QUESTIONS } from '../checklist/questions';
import type { ScoringInputError } from '../core/errors';
import type { ScoreStep, StepParam } from '../core/step';
import { CATALOG_EN } from './catalog-en';
import { CATALOG_TR } from './catalog-tr';

export const EXPLAIN_LANGUAGES = ['en', 'tr'] as const;
export type ExplainLanguage = (typeof EXPLAIN_LANGUAGES)[number];

export const EXPLAIN_CATALOGS: Readonly<Record<ExplainLanguage, Readonly<Record<string, string>>>> =
  { en: CATALOG_EN, tr: CATALOG_TR };

/** The text of one key; an unknown key is returned as itself (SPEC §8: a missing key shows the key). */
export function translate(key: string, lang: ExplainLanguage = 'en'): string {
  return EXPLAIN_CATALOGS[lang][key] ?? CATALOG_EN[key] ?? key;
}

/** A look-up table's name ('REBA Tablo A') from its id ('reba.table_a'); an unknown id as itself. */
export function tableName(table: string, lang: ExplainLanguage = 'en'): string {
  const key = `table.${table}`;
  return EXPLAIN_CATALOGS[lang][key] ?? CATALOG_EN[key] ?? table;
}

function fmtNumber(n: number, lang: ExplainLanguage): string {
  const s = String(Math.round(n * 10000) / 10000);
  return lang === 'tr' ? s.replace('.', ',') : s;
}

function fmt(v: StepParam | null, lang: ExplainLanguage): string {
  if (v === null) return '—';
  if (typeof v === 'number') return fmtNumber(v, lang);
  if (typeof v === 'boolean') return translate(v ? 'answer.YES' : 'answer.NO', lang);
  return v;
}

/** Renders a template: `{name}` from params; `*_key` params are translated and used as `{name}`. */
export function renderMessage(
  key: string,
  params: Readonly<Record<string, StepParam>>,
  lang: ExplainLanguage = 'en',
): string {
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(params)) {
    if (name.endsWith('_key') && typeof v === 'string')
      values[name.slice(0, -4)] = translate(v, lang);
    else if (name === 'delta' && typeof v === 'number') values[name] = v >= 0 ? `+${v}` : `−${-v}`;
    else if (name === 'terms' && typeof v === 'string' && lang === 'tr')
      values[name] = v.replace(/(\d)\.(\d)/g, '$1,$2');
    else if (name === 'marks' && typeof v === 'string')
      // a list of message keys (how a value was read), rendered as one comma-separated phrase
      values[name] = v
        .split(',')
        .map((k) => translate(k, lang))
        .join(', ');
    else if (name === 'question' && typeof v === 'string')
      values[name] = CHECKLIST_QUESTIONS.find((q) => q.id === v)?.text[lang] ?? v;
    else values[name] = fmt(v, lang);
  }
  return translate(key, lang).replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m);
}

/** One explained step in English or Turkish — the same words for the web app, the PDF and the API. */
export function explainStep(step: ScoreStep, lang: ExplainLanguage = 'en'): string {
  const arrow = typeof step.value === 'number' ? ` → ${fmtNumber(step.value, lang)}` : '';
  return renderMessage(step.key, { ...step.params, value: step.value ?? '—', arrow }, lang);
}

export function explainSteps(steps: readonly ScoreStep[], lang: ExplainLanguage = 'en'): string[] {
  return steps.map((s) => explainStep(s, lang));
}

/** The message of a ScoringInputError in English or Turkish. */
export function explainError(error: ScoringInputError, lang: ExplainLanguage = 'en'): string {
  return renderMessage(error.messageKey, { ...error.params, field: error.field }, lang);
}
