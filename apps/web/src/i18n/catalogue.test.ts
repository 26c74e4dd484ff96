import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import { sharedMessages } from '@ergo/contracts';
import { loadCatalogue, mergeCatalogues } from './index';

function flatKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    flatKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const srcDir = join(import.meta.dirname, '..');
const resources = {
  en: { translation: await loadCatalogue('en') },
  tr: { translation: await loadCatalogue('tr') },
};
const allKeys = new Set(flatKeys(resources.en.translation));
const trKeys = new Set(flatKeys(resources.tr.translation));
const namespaces = Object.keys(resources.en.translation);

/** Keys written literally in the source: t('a.b'), and key-valued props such as labelKey: 'nav.x'. */
function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /\bt\(\s*'([^']+)'/g,
    /\b(?:labelKey|titleKey|bodyKey|i18nKey)\s*[:=]\s*\{?\s*'([^']+)'/g,
  ];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const key = match[1];
        if (key) found.set(key, file);
      }
    }
  }
  return found;
}

/** A key, or a plural key written with i18next's suffixes (`key_one`, `key_other`, …). */
const hasKey = (key: string) => allKeys.has(key) || allKeys.has(`${key}_other`);

describe('translation catalogues', () => {
  it('en.json and tr.json have exactly the same keys', () => {
    const enKeys = flatKeys(en).sort();
    const trOwn = flatKeys(tr).sort();
    expect(enKeys.filter((key) => !trOwn.includes(key))).toEqual([]);
    expect(trOwn.filter((key) => !enKeys.includes(key))).toEqual([]);
  });

  it('the merged en and tr resources (app + shared catalogue) have the same keys', () => {
    expect([...allKeys].filter((key) => !trKeys.has(key))).toEqual([]);
    expect([...trKeys].filter((key) => !allKeys.has(key))).toEqual([]);
  });

  it('no Turkish text is left empty or copied from English by mistake', () => {
    const enFlat = new Map(
      flatKeys(en).map((key) => [
        key,
        key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], en),
      ]),
    );
    const same = flatKeys(tr).filter((key) => {
      const trText = key
        .split('.')
        .reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], tr);
      return (
        trText === '' ||
        (trText === enFlat.get(key) && !/^(language\.(en|tr)|auth\.layout\.footer)$/.test(key))
      );
    });
    expect(same).toEqual([]);
  });

  it('the app catalogue does not redefine a key of the shared catalogue', () => {
    const shared = new Set(flatKeys(sharedMessages.en));
    expect(flatKeys(en).filter((key) => shared.has(key))).toEqual([]);
    expect(flatKeys(en).filter((key) => /^(validation|errors)\./.test(key))).toEqual([]);
  });

  it('merging keeps both sides of a section that both catalogues have', () => {
    expect(mergeCatalogues({ a: { x: '1' } }, { a: { y: '2' }, b: '3' })).toEqual({
      a: { x: '1', y: '2' },
      b: '3',
    });
  });

  it('every key used in the source exists', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used]
      .filter(([key]) => !hasKey(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every key-like string literal in the source names an existing key', () => {
    // Catches keys passed around as data (e.g. navigation items) that the t('...') scan misses.
    const literal = new RegExp(
      `'((?:${namespaces.join('|')})\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*)'`,
      'g',
    );
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
        const key = match[1];
        if (key && !hasKey(key) && !/\.(json|ts|tsx|css)$/.test(key))
          missing.push(`${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
