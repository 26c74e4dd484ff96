import { describe, expect, it } from 'vitest';
import { discFontSize, fitsInDisc } from './disc-font';
import { formatNumber } from './format';

/** What Chromium measures for the theme's font stack on Linux (DejaVu Sans Bold), in em. */
const MEASURED = { digit: 0.6959375, separator: 0.38, line: 1.17 } as const;
const measuredWidth = (label: string) =>
  [...label].reduce(
    (sum, glyph) => sum + (/\d/.test(glyph) ? MEASURED.digit : MEASURED.separator),
    0,
  );

describe('score disc font size', () => {
  it.each([84, 36])(
    'every lifting index 0.00–99.99, in English and Turkish, fits a %i px disc',
    (size) => {
      const cut: string[] = [];
      for (const lang of ['en', 'tr'])
        for (let hundredths = 0; hundredths <= 9999; hundredths += 1) {
          const label = formatNumber(hundredths / 100, lang, 2);
          const px = discFontSize(label, size);
          if (!fitsInDisc(measuredWidth(label) * px, MEASURED.line * px, size)) cut.push(label);
        }
      expect(cut).toEqual([]);
    },
  );

  it('keeps the usual size for a one- or two-digit score (REBA 7, ROSA 10)', () => {
    expect(discFontSize('7', 84)).toBeCloseTo(33.6);
    expect(discFontSize('10', 84)).toBeCloseTo(33.6);
  });
});
