import { reba, wisha } from '@ergo/contracts';
import { servedDocumentsFixture, storedResultsFixture } from '@ergo/contracts/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { WishaSourcesNote } from './wisha-sources-note';

const lift = servedDocumentsFixture(
  storedResultsFixture(wisha, {
    load_weight: 12,
    lifting_frequency: '2_3',
    shift_duration: 'more_than_hour',
    grip_quality: 'MODERATE',
    work_environment: 'SLIPPERY',
  }),
).score;

describe('WISHA sources note', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 'Sources', 'WAC 296-62-05174, Appendix B', 'an ErgoAssess addition, not part of WISHA'],
    ['tr', 'Kaynaklar', 'WAC 296-62-05174, Ek B', "WISHA'da yoktur, ErgoAssess'in eklediği"],
  ] as const)(
    '%s: names the rule plainly and marks grip and environment as ours',
    async (lang, title, rule, ours) => {
      await i18n.changeLanguage(lang);
      renderScreen(<WishaSourcesNote result={lift} />);
      const note = screen.getByTestId('wisha-sources').textContent ?? '';
      expect(note).toContain(title);
      expect(note).toContain(rule);
      expect(note).toContain(ours);
      // A no-break space keeps the factor with its sign on a phone.
      expect(note).toContain(lang === 'en' ? '×\u00a00.85' : '×\u00a00,85');
      expect(note).not.toMatch(
        /unverified|not been checked|single source|doğrulanmamış|tek bir kaynak/i,
      );
    },
  );

  it('is not shown under another method', () => {
    const posture = servedDocumentsFixture(
      storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' }),
    ).score;
    renderScreen(<WishaSourcesNote result={posture} />);
    expect(screen.queryByTestId('wisha-sources')).toBeNull();
  });
});
