import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ergo/contracts';
import { getCookie, setCookie } from '../browser/cookies';

export const LANGUAGE_COOKIE = 'ergo_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'tr-TR' -> 'tr'; anything we do not offer -> undefined. */
function baseLanguage(tag: string): Language | undefined {
  const base = tag.trim().toLowerCase().split('-')[0];
  return isLanguage(base) ? base : undefined;
}

/** SPEC §9: the language cookie first, then the browser's languages in order, then en. */
export function detectLanguage(
  cookieValue: string | undefined = getCookie(LANGUAGE_COOKIE),
  browserLanguages: readonly string[] = navigator.languages.length > 0
    ? navigator.languages
    : [navigator.language],
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const language = baseLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function rememberLanguage(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language);
}
