import sharedEn from '@ergo/contracts/i18n/en.json';
import sharedTr from '@ergo/contracts/i18n/tr.json';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import enFirst from 'virtual:catalogue/en/first';
import enRest from 'virtual:catalogue/en/rest';
import trFirst from 'virtual:catalogue/tr/first';
import trRest from 'virtual:catalogue/tr/rest';
import en from './en.json';
import tr from './tr.json';
import { cataloguePart, FIRST_PART_SECTIONS, mergeCatalogues } from './parts';

const srcDir = join(import.meta.dirname, '..');

function flatKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    flatKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** A relative import's file: the path with .ts/.tsx, or its index; undefined for css, json, … */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file),
  );
}

/** Files a module loads before it runs: itself and its static relative imports, recursively. */
function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** Top-level sections a file's texts come from: t('a.b'), key props, t(`a.${x}`). */
function sectionsUsed(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const patterns = [
    /\bt\(\s*'([a-zA-Z_]+)\./g,
    /\bt\(\s*`([a-zA-Z_]+)\./g,
    /\b(?:labelKey|titleKey|bodyKey|i18nKey)\s*[:=]\s*\{?\s*'([a-zA-Z_]+)\./g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
}

describe('catalogue parts (i18n/parts.ts, cut at build time by catalogue-plugin.ts)', () => {
  const merged = {
    en: mergeCatalogues(en, sharedEn),
    tr: mergeCatalogues(tr, sharedTr),
  };
  const built = { en: { first: enFirst, rest: enRest }, tr: { first: trFirst, rest: trRest } };

  it('each part is the source catalogues cut by section, nothing lost, nothing twice', () => {
    for (const language of ['en', 'tr'] as const) {
      expect(built[language].first).toEqual(cataloguePart(merged[language], 'first'));
      expect(built[language].rest).toEqual(cataloguePart(merged[language], 'rest'));
      const first = flatKeys(built[language].first);
      const rest = flatKeys(built[language].rest);
      expect(first.filter((key) => rest.includes(key))).toEqual([]);
      expect([...first, ...rest].sort()).toEqual(flatKeys(merged[language]).sort());
    }
    expect(Object.keys(enFirst).sort()).toEqual([...FIRST_PART_SECTIONS].sort());
  });

  it('every key of every part exists in both languages', () => {
    for (const part of ['first', 'rest'] as const) {
      const enKeys = flatKeys(built.en[part]);
      const trKeys = flatKeys(built.tr[part]);
      expect(enKeys.filter((key) => !trKeys.includes(key))).toEqual([]);
      expect(trKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    }
  });

  it('the sign-in screens and what the first load runs use only the first part', () => {
    const authRoutes = join(srcDir, 'features/auth/routes');
    const entries = [
      join(srcDir, 'main.tsx'),
      join(srcDir, 'components/toast-container.tsx'),
      ...readdirSync(authRoutes)
        .filter((name) => /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name))
        .map((name) => join(authRoutes, name)),
    ];
    const files = [...staticGraph(entries)];
    expect(files.length).toBeGreaterThan(20);
    const outside = files.flatMap((file) =>
      sectionsUsed(file)
        .filter((section) => !FIRST_PART_SECTIONS.includes(section))
        .map((section) => `${section} (${relative(srcDir, file)})`),
    );
    expect(outside).toEqual([]);
  });
});
