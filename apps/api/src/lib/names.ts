/**
 * Case-insensitive identity of a name in both languages: I/ı/İ/i all fold to "i", so "İSTANBUL",
 * "Istanbul" and "istanbul" are the same operation name, whatever the locale of the database.
 */
export function nameKey(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i')
    .normalize('NFC');
}

// Turkish letters sorted right after their base letter (ı before i), portable across databases:
// PGlite has no Turkish collation, so the order is encoded in a plain ASCII-comparable key.
const TURKISH_ORDER: Record<string, string> = {
  ç: 'c~',
  ğ: 'g~',
  ı: 'h~',
  ö: 'o~',
  ş: 's~',
  ü: 'u~',
};

export function nameSortKey(name: string): string {
  const lower = name.trim().toLocaleLowerCase('tr');
  let key = '';
  for (const char of lower)
    key += TURKISH_ORDER[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return key;
}

/** Escapes LIKE wildcards so a search for "50%" finds that text literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * PostgreSQL text cannot hold NUL, so no stored name contains one (JSON and form fields with NUL
 * are refused); a NUL typed into a search can only be dropped, or the query itself would fail.
 */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/** "contains" LIKE pattern of a search text, with the same folding as nameKey. */
export const searchPattern = (search: string) => `%${escapeLike(nameKey(withoutNul(search)))}%`;

/** "contains" LIKE pattern of a raw text (for ILIKE on columns that are not folded). */
export const containsPattern = (search: string) => `%${escapeLike(withoutNul(search))}%`;
