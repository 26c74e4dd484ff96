import type { TFunction } from 'i18next';
import { inputShortLabel, optionShortLabel } from '../../../lib/method-labels';
import { angleLabel } from './angle-label';
import { formatNumber } from './format';

/*
 * A recorded change (GET …/overrides/) as the user knows it. The server names the field
 * ('angle.left_knee_flexion', 'frame.0.2.trunk_flexion', 'inputs.load', 'name') and keeps the raw
 * values; the words come from the catalogue.
 */

/** 'angle.left_knee_flexion' → 'Knee flexion (left)', 'frame.0.2.trunk_flexion' → 'Trunk flexion · Frame at 0.2 s', 'inputs.load' → 'Force / load'. */
export function changedFieldLabel(t: TFunction, method: string, field: string): string {
  if (field.startsWith('angle.')) return angleLabel(t, field.slice(6));
  // 'frame.1.2.left_knee_flexion': one frame's correction (the time has a decimal point of its own)
  const frame = /^frame\.(\d+(?:\.\d+)?)\.(.+)$/.exec(field);
  if (frame?.[1] && frame[2])
    return `${angleLabel(t, frame[2])} · ${t('frameCorrection.frame_at', { time: frame[1] })}`;
  if (field.startsWith('inputs.')) return inputShortLabel(t, method, field.slice(7));
  if (field === 'name' || field === 'employee_name' || field === 'employee_number')
    return t(`overrides.fields.${field}`);
  return field;
}

/** A changed value: input codes by their labels, angles in degrees, yes/no for a box. */
export function changedValueLabel(
  t: TFunction,
  method: string,
  field: string,
  value: unknown,
  language: string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const input = field.startsWith('inputs.') ? field.slice(7) : null;
  const code = (v: string) => (input ? optionShortLabel(t, method, input, v) : v);
  if (typeof value === 'number')
    return field.startsWith('angle.') || field.startsWith('frame.')
      ? `${formatNumber(value, language)}°`
      : formatNumber(value, language, 2);
  if (Array.isArray(value)) return value.map((v) => code(String(v))).join(', ') || '—';
  if (typeof value === 'string') return code(value);
  if (typeof value === 'boolean') return value ? t('overrides.yes') : t('overrides.no');
  return JSON.stringify(value);
}
