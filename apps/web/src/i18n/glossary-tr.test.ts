import { describe, expect, it } from 'vitest';
import { catalogueTexts, describeViolation, glossaryViolations } from '@ergo/contracts/testing';
import { GUIDES } from '../features/resources/content';
import tr from './tr.json';

/** Fields of a guide that are anchors or kinds of block, not text a reader sees. */
const GUIDE_CODES = new Set(['id', 'slug', 'kind', 'figure', 'tone', 'method']);

describe('the Turkish texts of the web app follow the glossary (shared/design/GLOSSARY-tr.md)', () => {
  it('the app catalogue (screens, tours, help)', () => {
    expect(glossaryViolations(catalogueTexts(tr, '')).map(describeViolation)).toEqual([]);
  });

  it('the Resource Centre guides', () => {
    const texts = catalogueTexts(GUIDES.tr, 'resources', GUIDE_CODES);
    expect(texts.length).toBeGreaterThan(300);
    expect(glossaryViolations(texts).map(describeViolation)).toEqual([]);
  });
});
