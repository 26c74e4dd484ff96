import { sharedMessages } from '@ergo/contracts';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import { i18n, mergeCatalogues } from './index';

/*
 * Issue 18: '1 CREDITS'. A count shown with a noun goes through i18next's plural rules in both
 * languages (`key_one` / `key_other`; Turkish keeps the noun singular after a number, but needs both
 * forms, since a missing `_one` falls back to the English one), and is never upper-cased by CSS.
 */

type Catalogue = { [key: string]: string | Catalogue };

function flat(node: Catalogue, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [[path, value]] : Object.entries(flat(value, path));
    }),
  );
}

const EN = flat(mergeCatalogues(en, sharedMessages.en));
const TR = flat(mergeCatalogues(tr, sharedMessages.tr));
/** English and Turkish have two plural forms: one and other. */
const PLURAL = /_(one|other)$/;

/** A number placeholder followed (maybe after one word) by a counted noun in the plural. */
const COUNTED_NOUN =
  /\{\{[^}]+\}\}\s+(?:\w+\s+)?(credits|tasks|assessments|operations|workers|responses|analyses|days|frames|questions|items|points|people|changes|cards|recommendations|sections|places|answers|surveys|steps|employees)\b/;

/** Strings with a number before a plural noun that are right as they are, and why. */
const ALLOWED: Record<string, string> = {
  // SPEC/Django's exact validation message; a length limit is never 1
  'validation.min_length': 'SPEC exact',
  'validation.max_length': 'SPEC exact',
  // a share of the frames ('40% of frames'), not a count
  'surveys.qec.observer.measured': 'a share',
  // a frame rate ('29.97 frames a second'), a unit, not a count of frames
  'reports.video.fps': 'a rate',
  // the ROSA workstation's seven items: the total is never 1
  'chartFigure.heat.summary_workstation': 'a fixed total of seven',
};

/** Counts followed by an adjective, not a noun: '3 unread'. */
const NO_NOUN: Record<string, string> = {
  'notifications.bell': 'Notifications, {{count}} unread',
  'notifications.unread_count': '{{count}} unread',
};

describe('counts and plural forms', () => {
  it('every {{count}} string is a plural form, with one and other in both languages', () => {
    const withCount = Object.entries(EN)
      .filter(([, text]) => /\{\{count[,}]/.test(text))
      .map(([key]) => key);
    // a count with no noun after it ('Frames not scored: {{count}}.', '({{count}})') reads the same
    // for every number; any other is a plural form
    const counted = (key: string) =>
      !(key in NO_NOUN) && /\{\{count[^}]*\}\}\s+[\p{L}]/u.test(EN[key] ?? '');
    expect(withCount.filter((key) => !PLURAL.test(key) && counted(key))).toEqual([]);
    const bases = new Set(
      Object.keys(EN)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    );
    const missing = [...bases].flatMap((base) =>
      // i18next falls back from `_other` to the plain key, which some counts use for their other form
      [`${base}_one`, `${base}_other`].flatMap((key) => [
        ...(key in EN || (key.endsWith('_other') && base in EN) ? [] : [`en ${key}`]),
        ...(key in TR || (key.endsWith('_other') && base in TR) ? [] : [`tr ${key}`]),
      ]),
    );
    expect(missing).toEqual([]);
  });

  it('no number stands before a plural noun outside a plural form ("1 credits")', () => {
    const bad = Object.entries(EN)
      .filter(([key, text]) => !PLURAL.test(key) && !(key in ALLOWED) && COUNTED_NOUN.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(bad).toEqual([]);
  });

  it('the credit badge: 1 credit, 2 credits, 1 kredi, 2 kredi', async () => {
    expect(i18n.t('header.credit', { count: 1, lng: 'en' })).toBe('1 credit');
    expect(i18n.t('header.credit', { count: 2, lng: 'en' })).toBe('2 credits');
    expect(i18n.t('header.credit', { count: 1200, lng: 'en' })).toBe('1,200 credits');
    await i18n.loadLanguages('tr');
    expect(i18n.t('header.credit', { count: 1, lng: 'tr' })).toBe('1 kredi');
    expect(i18n.t('header.credit', { count: 2, lng: 'tr' })).toBe('2 kredi');
    expect(i18n.t('header.credit', { count: 1200, lng: 'tr' })).toBe('1.200 kredi');
  });

  it('other counts: questions, frames, tasks and assessments', () => {
    expect(i18n.t('publicForms.checklist.progress', { answered: 0, count: 1, lng: 'en' })).toBe(
      '0 of 1 question answered',
    );
    expect(i18n.t('assessmentDetail.frames.scored', { scored: 40, count: 42, lng: 'en' })).toBe(
      '40 of 42 frames scored',
    );
    expect(i18n.t('dashboard.operations.tasks', { count: 1, lng: 'en' })).toBe('1 task');
    expect(i18n.t('dashboard.operations.assessments', { count: 3, lng: 'en' })).toBe(
      '3 assessments',
    );
  });
});
