import { sharedMessages } from '@ergo/contracts';
import { catalogueTexts } from '@ergo/contracts/testing';
import { EXPLAIN_CATALOGS } from '@ergo/ergonomics';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../features/resources/content';
import en from './en.json';

/*
 * Issue 18: one English term per concept and one capitalisation style (sentence case), as
 * glossary-tr.test.ts does for Turkish. The choices:
 * - risk levels: negligible, low, medium, high, very high — SPEC's score bands. The heat map's and
 *   QEC's middle level (id `moderate`) is the same yellow band and reads 'medium' too, so a ROSA page
 *   never shows 'Medium risk' cards beside a 'Moderate' legend. 'Moderate' stays only where SPEC
 *   names an answer or an option (QEC's weight, WISHA's grip).
 * - REBA's and RULA's load item: 'force / load' (SPEC's message 'Force Load is required' stays).
 * - 'log in' (never 'sign in'); 'email', 'organization' (SPEC's spellings); British 'colour',
 *   'analyse', 'centre' as the rest of the text.
 * - 'QEC', never 'HMD' (the Turkish name, glossary-tr.test.ts).
 * - sentence case: no two capitalised words in a row, except names and SPEC's exact messages.
 */

interface Rule {
  term: string;
  pattern: RegExp;
  use: string;
  /** keys where the word is right (an answer or option SPEC names) */
  except?: RegExp;
}

const RULES: readonly Rule[] = [
  {
    term: 'moderate',
    pattern: /\bmoderate\b/i,
    use: 'medium (the risk level)',
    except:
      /^(methods\.qec\.fields\.|methods\.wisha\.fields\.grip_quality\.|explain\.rule\.wisha\.grip\.|resources\.)/,
  },
  { term: 'load/force', pattern: /\bload ?\/ ?force\b/i, use: 'force / load' },
  { term: 'sign in', pattern: /\bsign(ed|ing)?[ -]in\b/i, use: 'log in' },
  { term: 'e-mail', pattern: /\be-mail/i, use: 'email' },
  { term: 'organisation', pattern: /\borganis/i, use: 'organization' },
  { term: 'color', pattern: /\bcolor/i, use: 'colour' },
  { term: 'analyze', pattern: /\banalyz/i, use: 'analyse' },
  // Issue 30: 'HMD' is QEC's Turkish name (Hızlı Maruziyet Değerlendirmesi), never the English one.
  { term: 'HMD', pattern: /\bHMD\b/, use: 'QEC' },
];

/** Names and SPEC's exact messages and status names, which keep their capitals. */
const CAPITALISED = [
  'Something Went Wrong',
  'Connection Error',
  'Unknown Error Occured',
  'Form Submitted Successfully',
  'Missing Fields',
  'To Do',
  'In Progress',
  'Completed',
  'Force Load',
  'Coupling Choice',
  'Grip Quality',
  'Work Environment',
  'Resource Centre',
  'Quick Exposure Check',
  'Rapid Entire Body Assessment',
  'Rapid Upper Limb Assessment',
  'Rapid Office Strain Assessment',
  'Applied Ergonomics',
  'ErgoAssess',
  'English',
  'Turkish',
  'Excel',
  'Washington State Department',
  // answer names, quoted as the form shows them
  'Yes',
  'No',
];

/** Runs of two or more capitalised words outside those names: 'Load Weight', 'Risk Level'. */
function titleCaseRuns(text: string): string[] {
  let plain = text.replace(/\{\{?[^}]*\}?\}/g, ' ');
  for (const name of CAPITALISED) plain = plain.split(name).join(' ');
  return [...plain.matchAll(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)+\b/g)].map((m) => m[0]);
}

const TEXTS: readonly (readonly [string, string])[] = [
  ...catalogueTexts(en, ''),
  ...catalogueTexts(sharedMessages.en, ''),
  ...Object.entries(EXPLAIN_CATALOGS.en).map(([key, text]) => [`explain.${key}`, text] as const),
];

describe('the English texts use one term per concept and sentence case', () => {
  it('no banned synonym in the catalogues (web, shared, explanations)', () => {
    const found = TEXTS.flatMap(([key, text]) =>
      RULES.filter((rule) => rule.pattern.test(text) && !rule.except?.test(key)).map(
        (rule) => `${key}: '${rule.term}' → '${rule.use}': ${text.slice(0, 80)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('no banned synonym in the Resource Centre guides', () => {
    const texts = catalogueTexts(
      GUIDES.en,
      'resources',
      new Set(['id', 'slug', 'kind', 'figure', 'tone', 'method']),
    );
    expect(texts.length).toBeGreaterThan(300);
    const found = texts.flatMap(([key, text]) =>
      RULES.filter((rule) => rule.term !== 'moderate' && rule.pattern.test(text)).map(
        (rule) => `${key}: '${rule.term}' → '${rule.use}': ${text.slice(0, 80)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('sentence case: title-cased words only in names and SPEC’s exact messages', () => {
    const found = TEXTS.flatMap(([key, text]) =>
      titleCaseRuns(text).map((pair) => `${key}: '${pair}' in: ${text.slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it('the risk levels read the same on the cards and on the heat map legend', () => {
    const levels = sharedMessages.en.heatMap.levels;
    expect(levels.moderate).toBe('Medium');
    expect(sharedMessages.en.risk.medium).toBe('Medium');
  });
});
