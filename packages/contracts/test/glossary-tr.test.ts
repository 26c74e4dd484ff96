import { describe, expect, it } from 'vitest';
import { CHECKLIST_CATEGORIES, CHECKLIST_QUESTIONS, EXPLAIN_CATALOGS } from '@ergo/ergonomics';
import { RECOMMENDATION_CATALOGUE, STARTER_NOTES, sharedMessages } from '../src';
import {
  catalogueTexts,
  describeViolation,
  glossaryViolations,
  isTitleCase,
} from '../src/i18n/glossary-tr';

/** The Turkish side of every { en, tr } pair under `node`, keyed by its path. */
function turkishOf(node: unknown, prefix: string): [string, string][] {
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  if (typeof record.tr === 'string' && typeof record.en === 'string') return [[prefix, record.tr]];
  return Object.entries(record).flatMap(([key, value]) => turkishOf(value, `${prefix}.${key}`));
}

const violationsOf = (texts: [string, string][]) =>
  glossaryViolations(texts).map(describeViolation);

describe('the Turkish glossary rules', () => {
  const flagged = (text: string, key = 'test') =>
    glossaryViolations([[key, text]]).map((v) => v.term);

  it('match a rejected stem with its Turkish suffixes, not a word that merely contains it', () => {
    expect(flagged('Skorlar ve öneriler')).toEqual(['skor']);
    expect(flagged('Tepe değer')).toEqual(['tepe']);
    expect(flagged('El bileği sapmış, sapma 20°')).toEqual([]);
    expect(flagged('Uygun sap, tam el kavrama')).toEqual(['sap (a handle)']);
    expect(flagged('bilekler düz')).toEqual(['bilek (also the ankle)']);
    expect(flagged('el bilekleri düz, ayak bileği serbest')).toEqual([]);
    expect(flagged('İLK YARDIM çantası')).toEqual(['ilk yardım, ilk yardımcı']);
    expect(flagged('Fare omuzla aynı hizada, yakına alınmış')).toEqual([]);
    expect(flagged('inceleyin ve yakında değiştirin')).toEqual(['yakında']);
  });

  it('ignore placeholders, and reject a word only in the context the glossary names', () => {
    expect(flagged('{{band}}: {{share}} ({{seconds}} sn)')).toEqual([]);
    expect(flagged('Bir çalışma alanı, bölüm veya müşteri sahası', 'operations.body')).toEqual([]);
    expect(flagged('ROSA ofis çalışma alanını puanlar', 'tour.rosa')).toEqual([
      'çalışma alanı (for the ROSA workstation)',
    ]);
    expect(flagged('Düzeltmeler tablosunda kaydedene kadar')).toEqual([]);
    expect(flagged('Tablolar ve düzeltmeler')).toEqual(['düzeltme (for a method adjustment)']);
  });

  it('take English title case for what it is, and leave acronyms, names and references alone', () => {
    expect(isTitleCase('Kaynak Merkezi')).toBe(true);
    expect(isTitleCase('Bilinmeyen Bir Hata Oluştu')).toBe(true);
    expect(isTitleCase('Kavrama Kalitesi zorunludur')).toBe(true);
    expect(isTitleCase('Kaynak merkezi')).toBe(false);
    expect(isTitleCase('REBA Tablo A')).toBe(false);
    expect(isTitleCase('ROSA Bölüm A (sandalye)')).toBe(false);
    expect(isTitleCase('Yeni ErgoAssess e-posta adresinizi onaylayın')).toBe(false);
    expect(isTitleCase('Hızlı Maruziyet Değerlendirmesi: gözlemci formu')).toBe(false);
    expect(isTitleCase('ör. Paketleme hattı 2')).toBe(false);
    expect(isTitleCase('Evet (B2)')).toBe(false);
  });
});

describe('every Turkish catalogue of the server and the scoring follows the glossary', () => {
  it('server messages (errors, mails, reports, exports)', () => {
    expect(violationsOf(catalogueTexts(sharedMessages.tr, 'messages'))).toEqual([]);
  });

  it('scoring explanations', () => {
    const texts = Object.entries(EXPLAIN_CATALOGS.tr).map(([key, text]): [string, string] => [
      `scoring-explanations:${key}`,
      text,
    ]);
    expect(violationsOf(texts)).toEqual([]);
  });

  it('checklist questions and categories', () => {
    expect(
      violationsOf([
        ...CHECKLIST_QUESTIONS.map((q): [string, string] => [`checklist.${q.id}`, q.text.tr]),
        ...turkishOf(CHECKLIST_CATEGORIES, 'checklist.categories'),
      ]),
    ).toEqual([]);
  });

  it('recommendations and starter notes', () => {
    expect(
      violationsOf([
        ...turkishOf(RECOMMENDATION_CATALOGUE, 'recommendations'),
        ...turkishOf(STARTER_NOTES, 'starter-notes'),
      ]),
    ).toEqual([]);
  });
});
