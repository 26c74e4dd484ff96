// The one home of how the product writes numbers in its two languages. It lives in the lowest
// package so that the scorers' explanations, the shared labels of @ergo/contracts, the PDF report
// and the browser all write '0.85' / '0,85' and '45%' / '%45' alike.

/**
 * The Intl locale of each product language. British English, because its dates are day-first
 * ('21 Nov 2026') as the ergonomists we write for read them; Turkish as written in Türkiye.
 */
export const LOCALES = { en: 'en-GB', tr: 'tr-TR' } as const;

/** The Intl locale of a language code as i18next or a request gives it; anything else reads as English. */
export const localeOf = (language: string): string => (language === 'tr' ? LOCALES.tr : LOCALES.en);

const formatters = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options (making one is slow; a report writes thousands). */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const locale = localeOf(language);
  const id = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(id);
  if (!formatter) formatters.set(id, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

/** A number in the language's own notation, at most `maxDigits` decimals ('0.85', '0,85'). */
export function formatNumber(n: number, language: string, maxDigits = 4): string {
  return numberFormat(language, { maximumFractionDigits: maxDigits }).format(n);
}

/** A share of 0–1 as a percentage, Turkish with its sign first ('45%', '%45'). */
export function formatFraction(share: number, language: string, maxDigits = 0): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: maxDigits }).format(
    share,
  );
}

/** A percentage given as 0–100 ('45.7%', '%45,7'). */
export function formatPercent(percent: number, language: string, maxDigits = 1): string {
  return formatFraction(percent / 100, language, maxDigits);
}
