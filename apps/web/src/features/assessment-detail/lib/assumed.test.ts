import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import en from '../../../i18n/en.json';
import tr from '../../../i18n/tr.json';
import { assumedLabel, assumedLabels } from './assumed';

async function translator(lng: 'en' | 'tr') {
  const instance = i18n.createInstance();
  await instance.init({
    lng,
    resources: { en: { translation: en }, tr: { translation: tr } },
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance) as (key: string, options?: Record<string, unknown>) => string;
}

describe('assumed items', () => {
  it('names what was assumed, with the side for one arm, in English and Turkish', async () => {
    const t = await translator('en');
    expect(assumedLabel(t, 'foot_height_difference')).toBe('both feet on the ground');
    expect(assumedLabel(t, 'left.wrist_flexion')).toBe(
      'left wrist in its usual working position (hand not visible)',
    );
    expect(assumedLabel(t, 'neck_twist')).toBe('no neck twist');
    const tt = await translator('tr');
    expect(assumedLabel(tt, 'foot_height_difference')).toBe('iki ayak da yerde');
    expect(assumedLabel(tt, 'right.shoulder_elevation')).toBe('sağ omuz kalkık değil');
  });

  it('has a phrase in both languages for every item the scorers report', async () => {
    for (const lng of ['en', 'tr'] as const) {
      const t = await translator(lng);
      for (const key of [
        'neck_twist',
        'neck_side_bend',
        'trunk_twist',
        'trunk_side_bend',
        'left.upper_arm_abduction',
        'right.shoulder_elevation',
        'left.wrist_deviation',
        'right.wrist_flexion',
        'wrist_twist',
        'foot_height_difference',
        'armrest_too_wide',
        'lumbar_support',
        'monitor_neck_twist',
        'keyboard_wrist_deviation',
        'keyboard_too_high',
      ]) {
        const label = assumedLabel(t, key);
        expect(label).not.toContain('assessmentDetail');
        expect(label).not.toContain('{{');
        expect(label).not.toBe(key);
      }
    }
  });

  it('shows an unknown key as it is and drops repeats', async () => {
    const t = await translator('en');
    expect(assumedLabel(t, 'something_new')).toBe('something_new');
    expect(assumedLabels(t, ['neck_twist', 'neck_twist', 'wrist_twist'])).toEqual([
      'no neck twist',
      'wrist twist in mid-range',
    ]);
  });
});
