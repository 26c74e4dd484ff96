import en from './en.json';
import tr from './tr.json';
import { DEFAULT_LANGUAGE, lookupMessage as lookup, type Language } from './languages';

export { DEFAULT_LANGUAGE, isMessageKey, LANGUAGES, type Language } from './languages';

/**
 * Messages shared by the API (error envelopes, mails) and the web app (form validation): one
 * catalogue, so a validation message reads the same whether the browser or the server caught it.
 */
export const sharedMessages = { en, tr } as const;

export type MessageParams = Record<string, string | number>;

/**
 * Translates a shared message key; an unknown key is returned as it is (SPEC §8). A parameter whose
 * name ends in `_key` is itself a message key, translated first (e.g. the label of a field).
 */
const PLURAL_RULES: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  tr: new Intl.PluralRules('tr'),
};

/**
 * The key of a count's plural form, as i18next picks it in the web app: `key_one` / `key_other` by
 * the language's plural rules ('1 change', '2 changes'; Turkish keeps the noun singular in both).
 */
function pluralKey(key: string, language: Language, count: unknown): string {
  if (typeof count !== 'number') return key;
  for (const form of [PLURAL_RULES[language].select(count), 'other']) {
    const plural = `${key}_${form}`;
    if (lookup(sharedMessages[language], plural) !== undefined || lookup(en, plural) !== undefined)
      return plural;
  }
  return key;
}

export function translate(key: string, language: Language, params: MessageParams = {}): string {
  const form = pluralKey(key, language, params.count);
  const text = lookup(sharedMessages[language], form) ?? lookup(en, form) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return name.endsWith('_key') ? translate(String(value), language) : String(value);
  });
}

/** Picks en or tr from an Accept-Language header (first supported tag wins; default en). */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (base === 'en' || base === 'tr') return base;
  }
  return DEFAULT_LANGUAGE;
}
