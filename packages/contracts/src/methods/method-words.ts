import { translate, type Language } from '../i18n';
import { methodTraits } from './registry';
import type { MethodText } from './traits';

/** A method's declared text in one language. */
export function methodText(text: MethodText, lang: Language): string {
  return 'key' in text ? translate(text.key, lang) : text.text[lang];
}

/** A method's name as its descriptor gives it (REBA; 'HMD' for QEC in Turkish); its code for an unknown one. */
export function methodLabel(code: string, lang: Language): string {
  const name = methodTraits(code)?.name;
  if (!name) return code.toUpperCase();
  return 'acronym' in name ? name.acronym : translate(name.key, lang);
}

/** What the report says about a method; empty for an unknown one. */
export function methodAbout(code: string, lang: Language): string {
  const about = methodTraits(code)?.about;
  return about ? methodText(about, lang) : '';
}
