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
export function translate(key: string, language: Language, params: MessageParams = {}): string {
  const text = lookup(sharedMessages[language], key) ?? lookup(en, key) ?? key;
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
