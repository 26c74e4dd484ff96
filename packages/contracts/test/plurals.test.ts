import { describe, expect, it } from 'vitest';
import { translate } from '../src/i18n';

/** Server-side text (PDF report, mails) picks a count's plural form as i18next does in the web app. */
describe('plural forms in server-side text', () => {
  it('English: one and other', () => {
    expect(translate('reports.breakpoints.pictures_kept', 'en', { count: 1 })).toMatch(
      /^One change has a picture;/,
    );
    expect(translate('reports.breakpoints.pictures_kept', 'en', { count: 3 })).toMatch(
      /^3 changes have a picture;/,
    );
    expect(
      translate('reports.checklist.compliance', 'en', { compliant: 1, count: 1, percent: '100%' }),
    ).toBe('1 of 1 applicable item met (100%)');
  });
  it('Turkish: the noun stays singular after a number', () => {
    expect(translate('reports.breakpoints.pictures_kept', 'tr', { count: 3 })).toMatch(
      /^3 değişimin görüntüsü var;/,
    );
  });
  it('a key without plural forms is used as it is', () => {
    expect(translate('reports.qec.workers', 'en', { count: 1 })).toBe('Workers who answered: 1');
  });
});
