import { describe, expect, it } from 'vitest';
import { formatFraction, formatNumber, formatPercent, localeOf, numberFormat } from './numbers';

describe('the one home of number formatting', () => {
  it('maps the product languages to their Intl locales, anything else to British English', () => {
    expect(localeOf('tr')).toBe('tr-TR');
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('de')).toBe('en-GB');
  });

  it('writes decimals and thousands in each language', () => {
    expect(formatNumber(1234.567, 'en', 1)).toBe('1,234.6');
    expect(formatNumber(1234.567, 'tr', 1)).toBe('1.234,6');
    expect(formatNumber(0.85, 'tr')).toBe('0,85');
  });

  it('writes a share of 0–1 and a 0–100 percentage alike, Turkish with its sign first', () => {
    expect(formatFraction(0.457, 'en')).toBe('46%');
    expect(formatFraction(0.457, 'tr', 1)).toBe('%45,7');
    expect(formatPercent(45.7, 'en')).toBe('45.7%');
    expect(formatPercent(45.7, 'tr')).toBe('%45,7');
  });

  it('hands out one formatter per locale and options', () => {
    expect(numberFormat('tr', { maximumFractionDigits: 3 })).toBe(
      numberFormat('tr', { maximumFractionDigits: 3 }),
    );
    expect(numberFormat('tr', { maximumFractionDigits: 3 })).not.toBe(
      numberFormat('en', { maximumFractionDigits: 3 }),
    );
  });
});
