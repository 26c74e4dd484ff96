import type { Language } from '@ergo/contracts';
import sharedEn from '@ergo/contracts/i18n/en.json';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import { detectLanguage, rememberLanguage } from './language';

type Catalogue = { [key: string]: string | Catalogue };

/** Merges two catalogues key by key (both may have e.g. an `operations` section). */
export function mergeCatalogues(app: Catalogue, shared: Catalogue): Catalogue {
  const out: Catalogue = { ...shared };
  for (const [key, value] of Object.entries(app)) {
    const other = out[key];
    out[key] =
      typeof value === 'object' && typeof other === 'object'
        ? mergeCatalogues(value, other)
        : value;
  }
  return out;
}

/**
 * The app's own catalogue plus the shared one of @ergo/contracts (validation.*, errors.*, …),
 * merged into one namespace so a zod issue's message key translates with plain t(key).
 * A test makes sure no key is defined in both. English (the default and the fallback) is part of
 * the first load; Turkish is its own chunk, fetched before the first render when it is the
 * visitor's language (main.tsx) or when they switch to it.
 */
export async function loadCatalogue(language: Language): Promise<Catalogue> {
  if (language === 'en') return mergeCatalogues(en, sharedEn);
  const [app, shared] = await Promise.all([
    import('./tr.json'),
    import('@ergo/contracts/i18n/tr.json'),
  ]);
  return mergeCatalogues(app.default, shared.default);
}

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    loadCatalogue(language === 'tr' ? 'tr' : 'en').then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Settles once the visitor's language is loaded (at once for English). */
export const i18nReady = i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: mergeCatalogues(en, sharedEn) } },
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

export function currentLanguage(): Language {
  return i18n.language === 'tr' ? 'tr' : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
