/**
 * The Turkish glossary (`shared/design/GLOSSARY-tr.md`) as checks: each rule is a word of the
 * glossary's "not" column that a Turkish text must not use. Tests run every catalogue through
 * `glossaryViolations`, so a new screen, mail or recommendation cannot bring a rejected term back.
 *
 * Patterns run on the text lowered with Turkish rules (İ → i, I → ı). Turkish adds suffixes to a
 * stem ("skoru", "skorlar"), so a rule matches a stem at the start of a word, never inside one
 * ("sap" the handle, not "sapmış" the deviation).
 */

/** A letter or digit before the match would put it inside another word. */
const WORD_START = '(?<![\\p{L}\\p{N}])';

export interface GlossaryRule {
  /** the rejected term, as the glossary names it */
  term: string;
  /** what to write instead */
  use: string;
  /** matched on the Turkish-lowercased text */
  pattern: RegExp;
  /**
   * Only where this matches `<catalogue key> <lowercased text>`: for a word that is right in one
   * context and wrong in another ("çalışma alanı" is the operation's work area, not the ROSA
   * workstation).
   */
  context?: RegExp;
}

const stem = (word: string) => new RegExp(`${WORD_START}${word}`, 'u');

export const TR_GLOSSARY_RULES: readonly GlossaryRule[] = [
  { term: 'skor', use: 'puan', pattern: stem('skor') },
  { term: 'nihai (puan, duruş)', use: 'son puan, son duruş', pattern: stem('nihai') },
  { term: 'tepe', use: 'en yüksek', pattern: stem('tepe') },
  { term: 'seviye', use: 'risk düzeyi (or hiza for a height)', pattern: stem('seviye') },
  { term: 'risk bandı', use: 'risk düzeyi', pattern: stem('risk ban[dt]') },
  {
    term: 'bant (a coloured band of a chart)',
    use: 'aralık (yeşil, turuncu ve kırmızı aralıklar)',
    pattern: stem('ban[dt]'),
    context: /(?:yeşil|turuncu|kırmızı|gölgeli)/u,
  },
  { term: 'kırılma noktaları', use: 'risk değişim anları', pattern: stem('kırılma nokta') },
  { term: 'vücut bölümü', use: 'vücut bölgesi', pattern: stem('vücut bölüm') },
  {
    term: 'bilek (also the ankle)',
    use: 'el bileği',
    pattern: new RegExp(`(?<!(?:el|ayak) )${WORD_START}bile[kğ]`, 'u'),
  },
  {
    term: 'oturma yüzeyi, oturma derinliği',
    use: 'oturak',
    pattern: stem('oturma (?:yüzey|derinli)'),
  },
  {
    term: 'çalışma alanı (for the ROSA workstation)',
    use: 'çalışma istasyonu',
    pattern: stem('çalışma alan'),
    context: /rosa|workstation|office|checklist|ofis/u,
  },
  { term: 'departman', use: 'bölüm', pattern: stem('departman') },
  {
    term: 'sap (a handle)',
    use: 'tutamak',
    // "sap" and its case endings; "sapma", "sapmış" (deviation) are another word
    pattern: new RegExp(
      `${WORD_START}sap(?:ı|ın|ına|ını|ında|ından|lar\\p{L}*|l[ıi]\\p{L}*|sız\\p{L}*)?(?![\\p{L}\\p{N}])`,
      'u',
    ),
  },
  { term: 'dengesiz zemin (REBA)', use: 'dengesiz duruş tabanı', pattern: stem('dengesiz zemin') },
  {
    term: 'düzeltme (for a method adjustment)',
    use: 'ek puan; düzeltme is the user’s own correction',
    pattern: stem('düzeltme'),
    // the scoring explanations, and a text about the method's tables or +1 steps, speak of the
    // method's adjustments ("Düzeltmeler tablosu" is the user's corrections table: not matched)
    context: /^scoring-explanations:|tablo(?:lar|\s+[abc](?![\p{L}])|\s+hücre)|\+\d/u,
  },
  {
    term: 'yakında',
    use: 'kısa süre içinde',
    pattern: new RegExp(`${WORD_START}yakında(?!\\p{L})`, 'u'),
  },
  { term: 'sarı-turuncu', use: 'turuncu', pattern: stem('sarı[\\s-]*turuncu') },
  { term: 'QEC', use: 'HMD (Hızlı Maruziyet Değerlendirmesi)', pattern: stem('qec(?![\\p{L}])') },
  { term: 'iş yeri', use: 'işyeri', pattern: stem('iş yer(?:i|in|ler)') },
  { term: 'ilk yardım, ilk yardımcı', use: 'ilkyardım, ilkyardımcı', pattern: stem('ilk yardım') },
  {
    term: 'çalışanın adı',
    use: 'çalışan adı',
    pattern: new RegExp(`${WORD_START}çalışanın adı(?![\\p{L}])`, 'u'),
  },
  {
    term: '…yok mu? (a checklist question worded negatively)',
    use: 'a positive question, so that "Evet" is unambiguous (…arındırılmış mı?)',
    pattern: /(?:yok|değil)\s+m[ıiuü]\s*\?/u,
    context: /^checklist\./u,
  },
  {
    term: 'curly apostrophe ’',
    use: 'the straight apostrophe (one style everywhere)',
    pattern: /(?<=[\p{L}\p{N}°%)])’(?=\p{L})/u,
  },
];

/**
 * Proper names written in title case in Turkish too: the product, method and standard names, and
 * the HMD's full name (the glossary writes it capitalised).
 */
const PROPER_NAMES = [
  'ErgoAssess',
  'Hızlı Maruziyet Değerlendirmesi',
  'Applied Ergonomics',
  'Rapid Entire Body Assessment',
  'Rapid Upper Limb Assessment',
  'Rapid Office Strain Assessment',
  'Washington Eyaleti Çalışma ve Sanayi Bakanlığı',
  'HSE Yönetim Standartları',
];

const UPPER = /^[\p{Lu}]/u;
/** A word that is capitalised for its own sake: an acronym (REBA, HMD, İSG) or a name like McAtamney. */
const ownCapitals = (word: string) => /\p{Lu}.*\p{Lu}/u.test(word);

/**
 * English title case carried into Turkish: a label whose every word after the first is capitalised
 * ("Kaynak Merkezi"), or a sentence that opens with two capitalised words ("Kavrama Kalitesi
 * zorunludur"). Acronyms, proper names and references such as "Tablo A" or "Bölüm 2" are allowed.
 */
export function isTitleCase(text: string): boolean {
  let plain = text.replace(/\{\{?[^}]*\}?\}/g, ' ').replace(/<[^>]*>/g, ' ');
  for (const name of PROPER_NAMES) plain = plain.replaceAll(name, ' ');
  const words = plain.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];

  const counted = words.slice(1).filter((word, index) => {
    const next = words[index + 2];
    const reference = next !== undefined && /^(?:\p{Lu}|\p{N}+)$/u.test(next);
    const label = word.length === 1 || /\p{N}/u.test(word);
    return !ownCapitals(word) && !label && !(reference && UPPER.test(word));
  });
  if (counted.length > 0 && counted.every((word) => UPPER.test(word))) return true;

  const sentenceStart =
    /(?:^|[.!?]\s+)(\p{Lu}\p{Ll}+)\s+(\p{Lu}\p{Ll}+)(?!\s+(?:\p{Lu}|\p{N}+)(?![\p{L}\p{N}]))/gu;
  return [...plain.matchAll(sentenceStart)].length > 0;
}

export interface GlossaryViolation {
  /** catalogue-qualified key of the text */
  key: string;
  text: string;
  /** the rejected term, or "title case" */
  term: string;
  use: string;
}

/**
 * The glossary violations of a catalogue's Turkish texts, given as [key, text] pairs. `allowed`
 * maps a `key` to the terms it may use, each with the reason (documented exceptions only).
 */
export function glossaryViolations(
  texts: Iterable<readonly [string, string]>,
  allowed: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): GlossaryViolation[] {
  const found: GlossaryViolation[] = [];
  for (const [key, text] of texts) {
    // placeholders ({{band}}, {part}) are code, not Turkish
    const lower = text.replace(/\{\{?[^}]*\}?\}/g, ' ').toLocaleLowerCase('tr');
    const exceptions = allowed[key] ?? {};
    for (const rule of TR_GLOSSARY_RULES) {
      if (rule.term in exceptions) continue;
      if (rule.context && !rule.context.test(`${key} ${lower}`)) continue;
      if (rule.pattern.test(lower)) found.push({ key, text, term: rule.term, use: rule.use });
    }
    if (!('title case' in exceptions) && isTitleCase(text))
      found.push({ key, text, term: 'title case', use: 'sentence case (Turkish İ/ı)' });
  }
  return found;
}

/** Every string of a nested catalogue as [dotted key, text]; skips keys that name no text. */
export function catalogueTexts(
  node: unknown,
  prefix: string,
  skip: ReadonlySet<string> = new Set(),
): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    skip.has(key) ? [] : catalogueTexts(value, prefix ? `${prefix}.${key}` : key, skip),
  );
}

/** A violation as one readable line for a test's failure message. */
export const describeViolation = (v: GlossaryViolation) =>
  `${v.key}: "${v.term}" → ${v.use} — ${v.text}`;
