import { CHECKLIST_QUESTIONS } from '../checklist/questions';
import type { ScoringInputError } from '../core/errors';
import type { ScoreStep, StepParam } from '../core/step';
import { CATALOG_EN } from './catalog-en';
import { CATALOG_TR } from './catalog-tr';
import { formatNumber, formatPercent, numberFormat } from '../format/numbers';

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

/** A quantity with its unit, through Intl ('16.3 kg', '25 cm', '%40,7'). */
function formatUnit(n: number, unit: StepUnit, lang: ExplainLanguage): string {
  if (unit === 'percent') return formatPercent(n, lang, 2);
  const { intl, digits } = UNITS[unit];
  return numberFormat(lang, {
    style: 'unit',
    unit: intl,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(n);
}

/**
 * The units a step's number can carry. A parameter named `<name>_<unit>` (`limit_kg`, `height_cm`,
 * `share_percent`) is written with its unit; so is the step's value when `value_unit` names one.
 */
export const STEP_UNITS = ['kg', 'lb', 'cm', 'percent'] as const;
export type StepUnit = (typeof STEP_UNITS)[number];
const UNITS: Record<Exclude<StepUnit, 'percent'>, { intl: string; digits: number }> = {
  kg: { intl: 'kilogram', digits: 1 },
  lb: { intl: 'pound', digits: 1 },
  cm: { intl: 'centimeter', digits: 0 },
};
const isUnit = (u: unknown): u is StepUnit => STEP_UNITS.includes(u as StepUnit);

function fmt(v: StepParam | null, lang: ExplainLanguage): string {
  if (v === null) return '—';
  if (typeof v === 'number') return formatNumber(v, lang);
  if (typeof v === 'boolean') return translate(v ? 'answer.YES' : 'answer.NO', lang);
  return v;
}

const PLURAL_RULES = { en: new Intl.PluralRules('en'), tr: new Intl.PluralRules('tr') };

/** The message of `key` for a count: `key_one` / `key_other` by the language's plural rules. */
function pluralKey(key: string, count: unknown, lang: ExplainLanguage): string {
  if (typeof count !== 'number') return key;
  const form = `${key}_${PLURAL_RULES[lang].select(count)}`;
  if (form in EXPLAIN_CATALOGS[lang] || form in CATALOG_EN) return form;
  const other = `${key}_other`;
  return other in EXPLAIN_CATALOGS[lang] || other in CATALOG_EN ? other : key;
}

/** Renders a template: `{name}` from params; `*_key` params are translated and used as `{name}`. */
export function renderMessage(
  key: string,
  params: Readonly<Record<string, StepParam>>,
  lang: ExplainLanguage = 'en',
): string {
  const values: Record<string, string> = {};
  const keyed: [string, string][] = [];
  for (const [name, v] of Object.entries(params)) {
    const unit = name.slice(name.lastIndexOf('_') + 1);
    if (name.endsWith('_key') && typeof v === 'string') keyed.push([name.slice(0, -4), v]);
    else if (typeof v === 'number' && isUnit(unit) && name.includes('_'))
      values[name] = formatUnit(v, unit, lang);
    else if (typeof v === 'number' && name === 'percent')
      values[name] = formatUnit(v, 'percent', lang);
    // a length in metres, as the scorers measure it, is read in centimetres
    else if (typeof v === 'number' && name === 'metres')
      values[name] = formatUnit(v * 100, 'cm', lang);
    else if (name === 'delta' && typeof v === 'number')
      values[name] = v >= 0 ? `+${formatNumber(v, lang)}` : `−${formatNumber(-v, lang)}`;
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
  // a translated part of the message may name the step's own numbers (a rule's `{limit}`)
  for (const [name, key] of keyed)
    values[name] = translate(key, lang).replace(/\{(\w+)\}/g, (m, n: string) => values[n] ?? m);
  // a measured angle is named before its value: 'neck flexion 30°'
  if (values.measure !== undefined && values.angle !== undefined)
    values.angle = `${values.measure} ${values.angle}`;
  return translate(pluralKey(key, params.count, lang), lang).replace(
    /\{(\w+)\}/g,
    (m, name: string) => values[name] ?? m,
  );
}

/**
 * The angle a derivation step reads, named by the step: `rosa.derive.monitor` reads the neck's
 * flexion, `reba.derive.lower_arm` the elbow's. Named here rather than stored with the step, so the
 * results stored before the name was shown read the same.
 */
const ANGLE_OF_STEP: Readonly<Record<string, string>> = {
  neck: 'neck_flexion',
  neck_twist: 'neck_twist',
  neck_side_bend: 'neck_side_bend',
  trunk: 'trunk_flexion',
  trunk_twist: 'trunk_twist',
  trunk_side_bend: 'trunk_side_bend',
  knee: 'knee_flexion',
  upper_arm: 'upper_arm_flexion',
  upper_arm_abduction: 'upper_arm_abduction',
  shoulder_elevation: 'shoulder_elevation',
  lower_arm: 'elbow_flexion',
  wrist: 'wrist_flexion',
  wrist_deviation: 'wrist_deviation',
  chair_height: 'knee_flexion',
  armrest_too_wide: 'upper_arm_abduction',
  back_support: 'trunk_flexion',
  monitor: 'neck_flexion',
  monitor_neck_twist: 'neck_twist',
  mouse: 'upper_arm_flexion',
  keyboard: 'wrist_flexion',
  keyboard_wrist_deviation: 'wrist_deviation',
  keyboard_too_high: 'shoulder_elevation',
  twisting: 'trunk_twist',
  back_posture: 'trunk_flexion',
  wrist_posture: 'wrist_flexion',
};

function angleOf(step: ScoreStep): string | undefined {
  const name = step.id.slice(step.id.lastIndexOf('.') + 1);
  // ROSA's armrests read the shoulders when they are too high, the elbows otherwise
  if (name === 'armrests')
    return step.params.rule_key === 'rule.rosa.armrests.TOO_HIGH'
      ? 'shoulder_elevation'
      : 'elbow_flexion';
  return ANGLE_OF_STEP[name];
}

/** The part whose movement an angle is, and the movement: named short on its own part ('Neck: flexion'). */
const ANGLE_MOVEMENT: Readonly<Record<string, readonly [part: string, movement: string]>> = {
  neck_flexion: ['part.neck', 'flexion'],
  neck_twist: ['part.neck', 'twist'],
  neck_side_bend: ['part.neck', 'side_bend'],
  trunk_flexion: ['part.trunk', 'flexion'],
  trunk_twist: ['part.trunk', 'twist'],
  trunk_side_bend: ['part.trunk', 'side_bend'],
  upper_arm_flexion: ['part.upper_arm', 'flexion'],
  upper_arm_abduction: ['part.upper_arm', 'abduction'],
  wrist_flexion: ['part.wrist', 'flexion'],
  wrist_deviation: ['part.wrist', 'deviation'],
};

function angleKey(angle: string, partKey: StepParam | undefined): string {
  const own = ANGLE_MOVEMENT[angle];
  return own && own[0] === partKey ? `movement.${own[1]}` : `angle.${angle}`;
}

/** What a measured length is ('feet … apart in height'), by the step that measured it. */
const LENGTH_KEY_OF_STEP: Readonly<Record<string, string>> = {
  'reba.derive.leg': 'explain.length.foot_height_difference',
  'rula.derive.legs': 'explain.length.foot_height_difference',
  'wisha.derive.vertical_zone': 'explain.length.hands_height',
  'qec.derive.hand_height': 'explain.length.hands_height',
  'wisha.derive.horizontal_zone': 'explain.length.hands_distance',
};

/** The unit of a step's value, by the step: WISHA's weight limits are pounds, its safe weight kilograms. */
const VALUE_UNIT_OF_STEP: Readonly<Record<string, StepUnit>> = {
  'wisha.unadjusted_weight_limit': 'lb',
  'wisha.adjusted_weight_limit': 'lb',
  'wisha.recommended_safe_weight': 'kg',
};

/** One explained step in English or Turkish — the same words for the web app, the PDF and the API. */
export function explainStep(step: ScoreStep, lang: ExplainLanguage = 'en'): string {
  const stated = step.params.value_unit;
  const unit = isUnit(stated) ? stated : VALUE_UNIT_OF_STEP[step.id];
  const value =
    typeof step.value === 'number'
      ? unit
        ? formatUnit(step.value, unit, lang)
        : formatNumber(step.value, lang)
      : (step.value ?? '—');
  const arrow = typeof step.value === 'number' ? ` → ${value}` : '';
  const angle = step.key.startsWith('explain.angle') ? angleOf(step) : undefined;
  const key =
    step.key === 'explain.length'
      ? (LENGTH_KEY_OF_STEP[step.id] ?? step.key)
      : // a value the user gave is not a score of its own: no '→ 0' after it
        step.key === 'explain.rule' && step.params.rule_key === 'rule.stated_by_user'
        ? 'explain.rule_stated'
        : step.key;
  return renderMessage(
    key,
    {
      ...step.params,
      value,
      arrow,
      ...(angle && !('measure_key' in step.params)
        ? { measure_key: angleKey(angle, step.params.part_key) }
        : {}),
    },
    lang,
  );
}

export function explainSteps(steps: readonly ScoreStep[], lang: ExplainLanguage = 'en'): string[] {
  return steps.map((s) => explainStep(s, lang));
}

/** The message of a ScoringInputError in English or Turkish. */
export function explainError(error: ScoringInputError, lang: ExplainLanguage = 'en'): string {
  return renderMessage(error.messageKey, { ...error.params, field: error.field }, lang);
}
