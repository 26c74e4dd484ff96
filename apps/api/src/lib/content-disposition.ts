/** Letters that NFKD does not take apart into an ASCII letter and a mark, as ASCII. */
const ASCII_LOOKALIKES: Readonly<Record<string, string>> = {
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
};

/**
 * The name for clients that read only `filename=` (RFC 6266 §4.3): ASCII letters as close as they
 * come (ü → u, ı → i, – → -), never a quote, a backslash or a path separator, which could end the
 * quoted string or make the name a path.
 */
export function asciiFileName(filename: string): string {
  return (
    filename
      .replace(/./gu, (char) => ASCII_LOOKALIKES[char] ?? char)
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/]/g, '')
      .replace(/ {2,}/g, ' ')
      .trim() || 'download'
  );
}

/** RFC 5987 ext-value: UTF-8, every byte outside attr-char percent-encoded (' ( ) * too). */
const extValue = (value: string) =>
  `UTF-8''${encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;

/**
 * An attachment's Content-Disposition with its name twice: as ASCII for every client, and exactly,
 * in UTF-8 (RFC 6266, RFC 5987), for those that read `filename*` (every current browser), so a
 * Turkish or English report keeps its own name.
 */
export const attachmentDisposition = (filename: string) =>
  `attachment; filename="${asciiFileName(filename)}"; filename*=${extValue(filename)}`;
