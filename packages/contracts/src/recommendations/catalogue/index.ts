import { BODY_ENTRIES } from './body-entries';
import { BODY_SOURCES } from './body-sources';
import { CHECKLIST_ENTRIES } from './checklist-entries';
import { CHECKLIST_SOURCES } from './checklist-sources';
import { FACTOR_KEYS, type FactorKey } from './factor-keys';
import { OFFICE_ENTRIES } from './office-entries';
import { OFFICE_SOURCES } from './office-sources';
import type { CatalogueEntry, CatalogueSource } from './types';

export * from './types';
export * from './factor-keys';
export { STARTER_NOTES } from './starter-notes';

/**
 * The recommendation catalogue: one entry per risk factor (FACTOR_KEYS), in English and Turkish,
 * each naming the published guidance it was written from. Data, not code: the product picks entries
 * by what drove a score and never writes a text of its own.
 */
export const RECOMMENDATION_CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  ...BODY_ENTRIES,
  ...OFFICE_ENTRIES,
  ...CHECKLIST_ENTRIES,
};

export const CATALOGUE_SOURCES: Readonly<Record<string, CatalogueSource>> = {
  ...BODY_SOURCES,
  ...OFFICE_SOURCES,
  ...CHECKLIST_SOURCES,
};

export function catalogueEntry(key: FactorKey): CatalogueEntry {
  const entry = Object.hasOwn(RECOMMENDATION_CATALOGUE, key)
    ? RECOMMENDATION_CATALOGUE[key]
    : undefined;
  // FACTOR_KEYS and the catalogue are checked against each other by a test
  if (!entry) throw new Error(`No catalogue entry for ${key}`);
  return entry;
}

/** The citations of an entry's sources, in its order. */
export function citationsOf(entry: CatalogueEntry): string[] {
  return entry.sources.flatMap((id) => {
    const source = CATALOGUE_SOURCES[id];
    return source ? [source.citation] : [];
  });
}

export { FACTOR_KEYS };
