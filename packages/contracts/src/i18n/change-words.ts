import { formatNumber } from '@ergo/ergonomics';
import { isMessageKey, translate, type Language, type MessageParams } from './index';

/**
 * The words of a recorded change (an input, an angle, one frame's angle, a name) for the detail
 * page's history and the PDF report alike. The server names the field ('angle.left_knee_flexion',
 * 'frame.0.2.trunk_flexion', 'inputs.load', 'name') and keeps the raw values; the words come from
 * the catalogue through whichever translator the caller has (i18next in the browser, `translate`
 * on the server).
 */
export interface Words {
  t: (key: string, params?: MessageParams) => string;
  /** whether the catalogue has `key` (a short label falls back to the form's label) */
  has: (key: string) => boolean;
  number: (value: number, digits: number) => string;
}

/** The server's words in `lang`. */
export const wordsIn = (lang: Language): Words => ({
  t: (key, params) => translate(key, lang, params),
  has: isMessageKey,
  number: (value, digits) => formatNumber(value, lang, digits),
});

const field = (method: string, name: string) => `methods.${method}.fields.${name}`;

/** An angle key as the user reads it: 'left_knee_flexion' → 'Knee flexion (left)'. */
export function angleWords(words: Pick<Words, 't'>, key: string): string {
  const sided = /^(left|right)_(.+)$/.exec(key);
  const motion = words.t(`charts.motions.${sided?.[2] ?? key}`);
  return sided?.[1]
    ? words.t('charts.joint_side', { motion, side: words.t(`charts.sides.${sided[1]}`) })
    : motion;
}

/** An input's short label (corrections, history), else its form label. */
export const inputShortWords = (words: Words, method: string, name: string): string => {
  const short = `${field(method, name)}.short`;
  return words.t(words.has(short) ? short : `${field(method, name)}.label`);
};

/** A code's short label (corrections, history), else its form label, else the code itself. */
export const optionShortWords = (words: Words, method: string, name: string, code: string) => {
  const short = `${field(method, name)}.option_short.${code}`;
  const option = `${field(method, name)}.options.${code}`;
  if (words.has(short)) return words.t(short);
  return words.has(option) ? words.t(option) : code;
};

/** 'angle.left_knee_flexion' → 'Knee flexion (left)', 'frame.0.2.trunk_flexion' → 'Trunk flexion · Frame at 0.2 s', 'inputs.load' → 'Force / load'. */
export function changedFieldWords(words: Words, method: string, name: string): string {
  if (name.startsWith('angle.')) return angleWords(words, name.slice(6));
  // 'frame.1.2.left_knee_flexion': one frame's correction (the time has a decimal point of its own)
  const frame = /^frame\.(\d+(?:\.\d+)?)\.(.+)$/.exec(name);
  if (frame?.[1] && frame[2])
    return `${angleWords(words, frame[2])} · ${words.t('frameCorrection.frame_at', { time: words.number(Number(frame[1]), 1) })}`;
  if (name.startsWith('inputs.')) return inputShortWords(words, method, name.slice(7));
  if (name === 'name' || name === 'employee_name' || name === 'employee_number')
    return words.t(`overrides.fields.${name}`);
  return name;
}

/**
 * An angle's value as the camera measured it, recorded as a change's before value when the angle
 * had no correction yet (or as its after value when the correction is removed), so the history
 * says "29° (measured)", not "—". Changes recorded before this version keep their null.
 */
export interface MeasuredValue {
  measured: number;
}

export const isMeasuredValue = (value: unknown): value is MeasuredValue =>
  typeof value === 'object' &&
  value !== null &&
  'measured' in value &&
  typeof value.measured === 'number';

/** A changed value: input codes by their labels, angles in degrees, yes/no for a box. */
export function changedValueWords(
  words: Words,
  method: string,
  name: string,
  value: unknown,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isMeasuredValue(value))
    return words.t('overrides.measured_value', { value: `${words.number(value.measured, 1)}°` });
  const input = name.startsWith('inputs.') ? name.slice(7) : null;
  const code = (v: string) => (input ? optionShortWords(words, method, input, v) : v);
  if (typeof value === 'number')
    return name.startsWith('angle.') || name.startsWith('frame.')
      ? `${words.number(value, 1)}°`
      : words.number(value, 2);
  if (Array.isArray(value)) return value.map((v) => code(String(v))).join(', ') || '—';
  if (typeof value === 'string') return code(value);
  if (typeof value === 'boolean') return words.t(value ? 'overrides.yes' : 'overrides.no');
  return JSON.stringify(value);
}
