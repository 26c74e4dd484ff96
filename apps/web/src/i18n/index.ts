import type { Language } from '@ergo/contracts';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enFirst from 'virtual:catalogue/en/first';
import { detectLanguage, rememberLanguage } from './language';
import { CATALOGUE_PARTS, type Catalogue, type CataloguePart } from './parts';

export { mergeCatalogues } from './parts';

/**
 * The app's catalogue merged with the shared one of @ergo/contracts (validation.*, errors.*, …)
 * into one namespace, so a zod issue's message key translates with plain t(key); a test makes
 * sure no key is defined in both. Each language comes in two parts (parts.ts): the English first
 * part (the sign-in screens) is in the first load; every other part is its own chunk. main.tsx
 * waits for the visitor's language's first part before the first render, and every screen but
 * the sign-in screens waits for the whole catalogue (loadFullCatalogue, app/router.tsx).
 */
const PART_LOADERS: Record<Language, Record<CataloguePart, () => Promise<Catalogue>>> = {
  en: {
    first: () => Promise.resolve(enFirst),
    rest: async () => (await import('virtual:catalogue/en/rest')).default,
  },
  tr: {
    first: async () => (await import('virtual:catalogue/tr/first')).default,
    rest: async () => (await import('virtual:catalogue/tr/rest')).default,
  },
};

const asLanguage = (language: string): Language => (language === 'tr' ? 'tr' : 'en');

/** The parts every language loads: the first part, and the rest once a screen needs it. */
const wantedParts = new Set<CataloguePart>(['first']);

async function loadParts(language: Language, parts: readonly CataloguePart[]): Promise<Catalogue> {
  const loaded = await Promise.all(parts.map((part) => PART_LOADERS[language][part]()));
  return Object.assign({}, ...loaded) as Catalogue;
}

/** A language's whole catalogue (both parts), as the tests read it. */
export function loadCatalogue(language: Language): Promise<Catalogue> {
  return loadParts(language, CATALOGUE_PARTS);
}

// i18next loads a language it does not have yet through this: the parts wanted at the time (and
// the rest too if it became wanted while the first part was on its way).
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const parts = [...wantedParts];
    loadParts(asLanguage(language), parts)
      .then(async (catalogue) =>
        wantedParts.size > parts.length
          ? { ...catalogue, ...(await loadParts(asLanguage(language), ['rest'])) }
          : catalogue,
      )
      .then(
        (catalogue) => callback(null, catalogue),
        (error: Error) => callback(error, false),
      );
  },
};

export const i18n = i18next.createInstance();

/** Settles once the visitor's language's first part is loaded (at once for English). */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    // A copy: i18next merges later parts into the object it is given.
    resources: { en: { translation: { ...enFirst } } },
    partialBundledLanguages: true,
    lng: detectLanguage(),
    fallbackLng: 'en',
    supportedLngs: ['en', 'tr'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // SPEC §8: a missing key is logged and the key itself is shown.
    saveMissing: true,
    missingKeyHandler: (languages, namespace, key) => {
      console.warn(`[i18n] missing key "${key}" (${languages.join(', ')}/${namespace})`);
    },
    initAsync: false,
  });

document.documentElement.lang = i18n.language;

let fullCatalogue: Promise<void> | null = null;

/**
 * Loads the rest of the catalogue of every language loaded so far (the current one at least);
 * languages loaded later come whole. Screens other than the sign-in screens wait for it.
 */
export function loadFullCatalogue(): Promise<void> {
  wantedParts.add('rest');
  fullCatalogue ??= (async () => {
    const languages = new Set<Language>([asLanguage(i18n.language), 'en']);
    for (const language of i18n.languages ?? [])
      if (i18n.hasResourceBundle(language, 'translation')) languages.add(asLanguage(language));
    await Promise.all(
      [...languages].map(async (language) => {
        const rest = await PART_LOADERS[language].rest();
        i18n.addResourceBundle(language, 'translation', rest, true, true);
      }),
    );
  })().catch((error: unknown) => {
    fullCatalogue = null;
    throw error;
  });
  return fullCatalogue;
}

export function currentLanguage(): Language {
  return asLanguage(i18n.language);
}

export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
