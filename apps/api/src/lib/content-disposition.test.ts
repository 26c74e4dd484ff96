import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition } from './content-disposition';

/** The name a browser takes from `filename*` (RFC 5987: UTF-8, percent-encoded). */
const extName = (header: string) => {
  const match = header.match(/filename\*=UTF-8''([^;\s]+)/);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

describe('an attachment’s Content-Disposition', () => {
  it('names a Turkish report exactly in filename* and closely in ASCII', () => {
    const header = attachmentDisposition('ErgoAssess raporu – Şişe dolum (ıslak) hattı.pdf');
    expect(header).toBe(
      'attachment; filename="ErgoAssess raporu - Sise dolum (islak) hatti.pdf"; filename*=UTF-8\'\'ErgoAssess%20raporu%20%E2%80%93%20%C5%9Ei%C5%9Fe%20dolum%20%28%C4%B1slak%29%20hatt%C4%B1.pdf',
    );
    expect(extName(header)).toBe('ErgoAssess raporu – Şişe dolum (ıslak) hattı.pdf');
  });

  it('keeps quotes, backslashes and separators out of the quoted name', () => {
    expect(asciiFileName('a "b" \\c/d.pdf')).toBe('a b cd.pdf');
    expect(asciiFileName('ğüşıöç')).toBe('gusioc');
    expect(asciiFileName('报告')).toBe('download');
    // RFC 5987 attr-char has no quote, parenthesis or star: they are percent-encoded
    expect(attachmentDisposition("it's (1)*.pdf")).toContain(
      "filename*=UTF-8''it%27s%20%281%29%2A.pdf",
    );
  });
});
