import en from './en.json';

// Apart from index.ts (both catalogues and translate) so a browser bundle that needs only the
// language list or isMessageKey does not take the Turkish catalogue along.

/** Languages of the product. en is the default and the fallback (SPEC §9). */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The string at a dotted key of a catalogue, if there is one. */
export function lookupMessage(catalog: unknown, key: string): string | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether `key` names a message of the shared catalogue (validation.*, errors.*, mail.*). */
export function isMessageKey(key: string): boolean {
  return lookupMessage(en, key) !== undefined;
}
