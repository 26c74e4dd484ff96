import { describe, expect, it } from 'vitest';
import { fileNamePart, reportFileName } from '../src/file-names';

describe("the report's file name", () => {
  it("is in the report's language", () => {
    const assessment = { name: 'Palet yükleme', type: 'reba' };
    expect(reportFileName(assessment, 'en')).toBe('ErgoAssess report – Palet yükleme.pdf');
    expect(reportFileName(assessment, 'tr')).toBe('ErgoAssess raporu – Palet yükleme.pdf');
  });

  it('is never a path, a hidden file or a disguised extension', () => {
    expect(fileNamePart('../../etc/passwd')).toBe('etc passwd');
    expect(fileNamePart('C:\\Users\\a*b?"c"<d>|e')).toBe('C Users a b c d e');
    expect(fileNamePart('  .hidden.  ')).toBe('hidden');
    // a right-to-left override would show "fdp.exe" as "exe.pdf"
    expect(fileNamePart('report\u202Efdp.exe')).toBe('report fdp.exe');
    expect(fileNamePart('line\nbreak\ttab')).toBe('line break tab');
    expect(Array.from(fileNamePart('ğ'.repeat(200)))).toHaveLength(80);
    expect(reportFileName({ name: '///', type: 'rula' }, 'en')).toBe(
      'ErgoAssess report – RULA.pdf',
    );
  });
});
