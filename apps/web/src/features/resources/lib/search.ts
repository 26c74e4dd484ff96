import { localeOf } from '@ergo/ergonomics';
import type { Block, Guide, GuideSlug } from '../content/types';

/** One searchable place: a guide's introduction, a section or a sub-section. */
export interface SearchEntry {
  guide: GuideSlug;
  guideTitle: string;
  /** the heading's id; null for the guide as a whole */
  anchor: string | null;
  title: string;
  text: string;
}

export interface SnippetPart {
  text: string;
  match: boolean;
}

export interface SearchHit extends SearchEntry {
  snippet: SnippetPart[];
  score: number;
}

const DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Folds one character for matching: lower case by the language's rules (Turkish I → ı, İ → i),
 * then without diacritics and with the dotless ı read as i, so "IŞIK", "ışık" and "isik" all meet.
 * Always one UTF-16 unit per unit of the input, so a match's position is the same in both texts.
 */
function foldChar(char: string, locale: string): string {
  const lower = char.toLocaleLowerCase(locale).normalize('NFD').replace(DIACRITICS, '');
  const folded = lower === 'ı' ? 'i' : lower;
  return folded.length === 1 ? folded : (folded[0] ?? char);
}

export function foldText(text: string, language: string): string {
  const locale = localeOf(language);
  let out = '';
  for (let i = 0; i < text.length; i += 1) out += foldChar(text.charAt(i), locale);
  return out;
}

/** The query's words, folded; words shorter than 2 letters are left out. */
export function queryWords(query: string, language: string): string[] {
  const words = foldText(query, language)
    .split(/[^\p{L}\p{N}%]+/u)
    .filter((word) => word.length >= 2);
  return [...new Set(words)];
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'p':
    case 'note':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'table':
      return [
        block.caption,
        block.head.join(' · '),
        ...block.rows.map((row) => row.join(' · ')),
      ].join('. ');
    case 'figure':
      return block.figure === 'camera'
        ? [block.title, block.description, ...Object.values(block.panels)].join(' ')
        : [block.title, block.description].join(' ');
  }
}

const textOf = (blocks: Block[]) => blocks.map(blockText).join(' ');

/** Every searchable place of the guides, in reading order. */
export function searchEntries(guides: Guide[]): SearchEntry[] {
  return guides.flatMap((guide) => {
    const base = { guide: guide.slug, guideTitle: guide.title };
    return [
      { ...base, anchor: null, title: guide.title, text: guide.summary },
      ...guide.sections.flatMap((section) => [
        { ...base, anchor: section.id, title: section.title, text: textOf(section.blocks) },
        ...(section.subsections ?? []).map((sub) => ({
          ...base,
          anchor: sub.id,
          title: sub.title,
          text: textOf(sub.blocks),
        })),
      ]),
    ];
  });
}

function countOf(haystack: string, word: string): number {
  let count = 0;
  for (let at = haystack.indexOf(word); at >= 0; at = haystack.indexOf(word, at + word.length))
    count += 1;
  return count;
}

const BEFORE = 60;
const AFTER = 140;

/** A short piece of the text around the first match, with every matched word marked. */
export function snippetOf(text: string, words: string[], language: string): SnippetPart[] {
  const folded = foldText(text, language);
  const first = Math.min(
    ...words.map((word) => folded.indexOf(word)).filter((at) => at >= 0),
    Number.POSITIVE_INFINITY,
  );
  const at = Number.isFinite(first) ? first : 0;
  let start = Math.max(0, at - BEFORE);
  let end = Math.min(text.length, at + AFTER);
  // Start and end on a word boundary.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  const marks: boolean[] = new Array<boolean>(end - start).fill(false);
  for (const word of words) {
    for (let i = folded.indexOf(word, start); i >= 0 && i < end; i = folded.indexOf(word, i + 1)) {
      for (let j = i; j < Math.min(i + word.length, end); j += 1) marks[j - start] = true;
    }
  }
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '… ', match: false });
  for (let i = start; i < end; i += 1) {
    const match = marks[i - start] ?? false;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += text.charAt(i);
    else parts.push({ text: text.charAt(i), match });
  }
  if (end < text.length) parts.push({ text: ' …', match: false });
  return parts;
}

/**
 * The places where every word of the query occurs (title or body), best first: a word in the
 * title counts more than one in the body, then the number of occurrences, then reading order.
 */
export function searchGuides(guides: Guide[], query: string, language: string): SearchHit[] {
  const words = queryWords(query, language);
  if (words.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const entry of searchEntries(guides)) {
    const title = foldText(entry.title, language);
    const body = foldText(entry.text, language);
    if (!words.every((word) => title.includes(word) || body.includes(word))) continue;
    const score = words.reduce(
      (sum, word) => sum + (title.includes(word) ? 5 : 0) + countOf(body, word),
      0,
    );
    hits.push({ ...entry, score, snippet: snippetOf(entry.text, words, language) });
  }
  return hits
    .map((hit, order) => ({ hit, order }))
    .sort((a, b) => b.hit.score - a.hit.score || a.order - b.order)
    .map(({ hit }) => hit);
}
