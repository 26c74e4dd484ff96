import { describe, expect, it } from 'vitest';
import { GUIDES } from './index';
import { GUIDE_SLUGS, type Block, type Guide, type ReadingAnchor } from './types';

/** A guide without its words: ids, block kinds, list lengths, table shapes, figure kinds. */
function shapeOfBlock(block: Block): unknown {
  switch (block.kind) {
    case 'p':
      return 'p';
    case 'note':
      return `note:${block.tone}`;
    case 'list':
      return { list: block.items.length, ordered: block.ordered ?? false };
    case 'table':
      return { table: block.head.length, rows: block.rows.map((row) => row.length) };
    case 'figure':
      return block.figure === 'camera'
        ? { figure: 'camera', panels: Object.keys(block.panels).sort() }
        : { figure: 'bands', method: block.method, levels: Object.keys(block.levels).sort() };
  }
}

const shapeOf = (guide: Guide) => ({
  slug: guide.slug,
  sections: guide.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map(shapeOfBlock),
    subsections: (section.subsections ?? []).map((sub) => ({
      id: sub.id,
      blocks: sub.blocks.map(shapeOfBlock),
    })),
  })),
});

const anchorsOf = (guide: Guide) =>
  guide.sections.flatMap((section) => [
    section.id,
    ...(section.subsections ?? []).map((sub) => sub.id),
  ]);

describe('Resource Centre content', () => {
  it('English and Turkish have the same guides, sections, sub-sections and blocks', () => {
    for (const slug of GUIDE_SLUGS) {
      expect(GUIDES.tr[slug].slug).toBe(slug);
      expect(shapeOf(GUIDES.tr[slug])).toEqual(shapeOf(GUIDES.en[slug]));
    }
  });

  it('every guide has a title, a summary and sections, and no text is left empty', () => {
    for (const language of ['en', 'tr'] as const) {
      for (const slug of GUIDE_SLUGS) {
        const guide = GUIDES[language][slug];
        const texts = JSON.stringify(guide);
        expect(guide.title.length).toBeGreaterThan(5);
        expect(guide.summary.length).toBeGreaterThan(20);
        expect(guide.sections.length).toBeGreaterThanOrEqual(3);
        expect(texts).not.toMatch(/""/);
      }
    }
  });

  it('anchors are unique within a guide and usable in an address', () => {
    for (const slug of GUIDE_SLUGS) {
      const anchors = anchorsOf(GUIDES.en[slug]);
      expect(new Set(anchors).size).toBe(anchors.length);
      for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('the reading guide has every section the result cards link to', () => {
    const linked: ReadingAnchor[] = [
      'scores',
      'heat-map',
      'body-parts',
      'graphs',
      'kinematics',
      'breakpoints',
      'markers',
      'limits',
    ];
    expect(anchorsOf(GUIDES.en.reading)).toEqual(expect.arrayContaining(linked));
  });

  it('the Turkish text follows the glossary (HMD, not QEC; no banned terms)', () => {
    const text = JSON.stringify(GUIDES.tr);
    expect(text).not.toMatch(/QEC/);
    for (const banned of [
      /\bskor/i,
      /nihai puan/i,
      /risk seviyesi/i,
      /risk bandı/i,
      /kırılma noktası/i,
      /vücut bölümü/i,
      /oturma yüzeyi/i,
      /departman/i,
      /dengesiz zemin/i,
      /\byakında\b/i,
      /sarı-turuncu/i,
      /iş yeri/i,
      /ilk yardımcı/i,
      /çalışanın adı/i,
    ])
      expect(text.match(banned)?.[0]).toBeUndefined();
    // "bilek" alone also means ankle: the wrist is always "el bileği".
    expect(text.match(/(?<!el )bile[kğ]/gi) ?? []).toEqual([]);
  });
});
