import { describe, expect, it } from 'vitest';
import { guideList } from '../content';
import { foldText, queryWords, searchGuides, snippetOf } from './search';

const titles = (hits: ReturnType<typeof searchGuides>) => hits.map((hit) => hit.title);

describe('foldText', () => {
  it('folds Turkish capitals by Turkish rules and keeps one character per character', () => {
    expect(foldText('IŞIK', 'tr')).toBe('isik');
    expect(foldText('İSG', 'tr')).toBe('isg');
    expect(foldText('Işık ve İnce', 'tr')).toBe('isik ve ince');
    expect(foldText('İstanbul', 'en')).toBe('istanbul');
    for (const text of ['İĞNE ışığı', 'Çalışma İstasyonu', 'Straße'])
      expect(foldText(text, 'tr')).toHaveLength(text.length);
  });

  it('splits a query into folded words of two letters or more', () => {
    expect(queryWords('  Ters  IŞIK, a ', 'tr')).toEqual(['ters', 'isik']);
  });
});

describe('searchGuides', () => {
  it('finds a guide by a word that is only in its body (English)', () => {
    const hits = searchGuides(guideList('en'), 'tripod', 'en');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.guide === 'filming')).toBe(true);
    expect(titles(hits)).toContain('A steady camera and the phone’s orientation');
    // The word is in the body, not in the section's title.
    expect(hits.some((hit) => !hit.title.toLowerCase().includes('tripod'))).toBe(true);
  });

  it('finds the encryption statement by a word of its body, in any case', () => {
    const hits = searchGuides(guideList('en'), 'AES-256-GCM', 'en');
    expect(hits[0]?.guide).toBe('faq');
    expect(hits[0]?.anchor).toBe('encryption');
  });

  it('needs every word of the query', () => {
    expect(searchGuides(guideList('en'), 'tripod encryption', 'en')).toEqual([]);
    expect(searchGuides(guideList('en'), 'window backlight', 'en').length).toBeGreaterThan(0);
  });

  it('finds a Turkish word typed in capitals with İ and I (İ/ı folding)', () => {
    // "ışık" (light) is written in lower case in the filming guide; typed as IŞIK it must match.
    const upper = searchGuides(guideList('tr'), 'IŞIK', 'tr');
    expect(upper.map((hit) => hit.anchor)).toContain('light');
    // "İskelet" / "iskelet" (skeleton) typed with a dotted capital İ.
    const dotted = searchGuides(guideList('tr'), 'İSKELET', 'tr');
    expect(dotted.length).toBeGreaterThan(0);
    expect(dotted.map((hit) => hit.guide)).toContain('reading');
    // And without Turkish letters at all.
    expect(searchGuides(guideList('tr'), 'isik', 'tr').map((hit) => hit.anchor)).toContain('light');
  });

  it('finds a Turkish guide by a word of its body: şifreleme → the FAQ', () => {
    const hits = searchGuides(guideList('tr'), 'şifrelenir', 'tr');
    expect(hits[0]?.guide).toBe('faq');
    expect(hits[0]?.title).toBe('Videolarımız ve değerlendirme verilerimiz şifreleniyor mu?');
  });

  it('searches only the current language', () => {
    expect(searchGuides(guideList('tr'), 'tripod', 'tr').length).toBeGreaterThan(0);
    expect(searchGuides(guideList('tr'), 'lighting', 'tr')).toEqual([]);
    expect(searchGuides(guideList('en'), 'aydınlatma', 'en')).toEqual([]);
  });

  it('marks the matched words in a snippet of the text', () => {
    const parts = snippetOf('The camera stands on a tripod at hip height.', ['tripod'], 'en');
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['tripod']);
    expect(parts.map((part) => part.text).join('')).toBe(
      'The camera stands on a tripod at hip height.',
    );
    const turkish = snippetOf('Ters IŞIK eklemleri gizler.', ['isik'], 'tr');
    expect(turkish.find((part) => part.match)?.text).toBe('IŞIK');
  });
});
