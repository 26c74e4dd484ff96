/**
 * The web app's catalogue comes in two parts per language, cut at build time (catalogue-plugin.ts)
 * from the app's catalogue merged with the shared one of @ergo/contracts, which keep one home
 * each: 'first', what the sign-in screens need (their sections, below), and 'rest', everything
 * else. The first part comes with the first load; the rest loads before any other screen
 * (app/router.tsx). A test checks that every key the sign-in screens use is in the first part.
 */
export type Catalogue = { [key: string]: string | Catalogue };
export type CataloguePart = 'first' | 'rest';
export const CATALOGUE_PARTS: readonly CataloguePart[] = ['first', 'rest'];

/** Top-level sections of the first part: the sign-in screens, their frame and their errors. */
export const FIRST_PART_SECTIONS: readonly string[] = [
  'auth',
  'common',
  'errors',
  'fields',
  'language',
  'not_found',
  'validation',
];

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

/** The sections of a (merged) catalogue that belong to a part. */
export function cataloguePart(catalogue: Catalogue, part: CataloguePart): Catalogue {
  return Object.fromEntries(
    Object.entries(catalogue).filter(
      ([section]) => FIRST_PART_SECTIONS.includes(section) === (part === 'first'),
    ),
  );
}
