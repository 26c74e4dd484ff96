import { sharedMessages, type Language } from '@ergo/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import tr from './tr.json';
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
 * A test makes sure no key is defined in both.
 */
export const resources = {
  en: { translation: mergeCatalogues(en, sharedMessages.en) },
  tr: { translation: mergeCatalogues(tr, sharedMessages.tr) },
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
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
