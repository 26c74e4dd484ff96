import { describe, expect, it } from 'vitest';
import {
  assessmentTypes,
  CATALOGUE_SOURCES,
  CONTROL_TYPES,
  FACTOR_KEYS,
  RECOMMENDATION_CATALOGUE,
  STARTER_NOTES,
  type Bilingual,
} from '../src';

const filled = (text: Bilingual) =>
  text.en.trim().length > 0 && text.tr.trim().length > 0 && text.en !== text.tr;

describe('the recommendation catalogue', () => {
  it('has exactly one entry per factor key', () => {
    expect(Object.keys(RECOMMENDATION_CATALOGUE).sort()).toEqual([...FACTOR_KEYS].sort());
  });

  const entries = FACTOR_KEYS.map((key) => {
    const entry = RECOMMENDATION_CATALOGUE[key];
    if (!entry) throw new Error(`no entry for ${key}`);
    return [key, entry] as const;
  });

  it('has every text in English and Turkish', () => {
    for (const [key, entry] of entries) {
      expect(filled(entry.title), `${key} title`).toBe(true);
      expect(filled(entry.risk), `${key} risk`).toBe(true);
      for (const item of [...entry.actions, ...entry.suggestions])
        expect(filled(item.text), `${key}: ${item.text.en}`).toBe(true);
    }
  });

  it('orders action points and suggestions by the hierarchy of controls', () => {
    for (const [key, entry] of entries) {
      for (const list of [entry.actions, entry.suggestions]) {
        const ranks = list.map((item) => CONTROL_TYPES.indexOf(item.control));
        expect(
          ranks.every((rank) => rank >= 0),
          key,
        ).toBe(true);
        expect(ranks, key).toEqual([...ranks].sort((a, b) => a - b));
      }
      expect(entry.actions.length, key).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every factor at least three suggestions with unique keys ("suggest another" has somewhere to go)', () => {
    for (const [key, entry] of entries) {
      const keys = entry.suggestions.map((s) => s.key);
      expect(keys.length, key).toBeGreaterThanOrEqual(3);
      expect(new Set(keys).size, key).toBe(keys.length);
    }
  });

  it('names, for every entry, published sources the catalogue lists', () => {
    for (const [key, entry] of entries) {
      expect(entry.sources.length, key).toBeGreaterThan(0);
      for (const id of entry.sources)
        expect(CATALOGUE_SOURCES[id]?.citation, `${key}: ${id}`).toBeTruthy();
    }
  });

  it('lists no source that no entry cites', () => {
    const cited = new Set(Object.values(RECOMMENDATION_CATALOGUE).flatMap((e) => e.sources));
    expect(Object.keys(CATALOGUE_SOURCES).filter((id) => !cited.has(id))).toEqual([]);
  });
});

describe('starter notes', () => {
  it.each(assessmentTypes())('%s has starter notes in both languages with unique keys', (type) => {
    const notes =
      (STARTER_NOTES as Record<string, (typeof STARTER_NOTES)['reba'] | undefined>)[type] ?? [];
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(notes.map((n) => n.key)).size).toBe(notes.length);
    for (const note of notes) expect(filled(note.text), note.key).toBe(true);
  });
});
