import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { fitsInDisc } from '../lib/disc-font';
import { ScoreDisc } from './score-summary';

/** Chromium's advances for the theme's font stack on Linux (DejaVu Sans Bold), in em. */
const DIGIT_EM = 0.6959375;
const SEPARATOR_EM = 0.38;
const LINE_EM = 1.17;

describe('score disc', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it.each([
    ['en', 0.86, '0.86'],
    ['tr', 0.86, '0,86'],
    ['en', 99.99, '99.99'],
    ['tr', 23.57, '23,57'],
  ] as const)(
    '%s: the lifting index %s is written inside the circle',
    async (lang, score, label) => {
      await i18n.changeLanguage(lang);
      const { getByTestId } = renderScreen(<ScoreDisc score={score} risk="high" testId="disc" />);
      const disc = getByTestId('disc');
      expect(disc.textContent).toBe(label);
      const px = Number.parseFloat(disc.style.fontSize);
      const width = [...label].reduce(
        (sum, c) => sum + (/\d/.test(c) ? DIGIT_EM : SEPARATOR_EM),
        0,
      );
      expect(fitsInDisc(width * px, LINE_EM * px, 84)).toBe(true);
      expect(disc.style.whiteSpace).toBe('nowrap');
    },
  );
});
