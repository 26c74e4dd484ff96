import { translate, type Language } from './i18n';

/** A name as a file name takes it: letters of any language and digits, the rest as dashes. */
export function fileSafe(name: string): string {
  return (
    name
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'assessment'
  );
}

/**
 * The file name of an assessment's export: `<METHOD>-<subject>-<YYYY-MM-DD><ending>`, the subject
 * being the assessment's name (its CSV) or its task's, e.g. `REBA-Packing-2026-11-24-frames.csv`.
 */
export const exportFileName = (
  assessment: { type: string; created_at: string },
  subject: string,
  ending: string,
) =>
  `${assessment.type.toUpperCase()}-${fileSafe(subject)}-${assessment.created_at.slice(0, 10)}${ending}`;

/**
 * A name kept readable inside a file name (spaces, punctuation, any language's letters), but never
 * a path: no slash or backslash, none of the characters Windows refuses, no control or invisible
 * formatting character (a right-to-left override could disguise the extension), no leading dot
 * (a hidden file) nor trailing dot or space, at most 80 characters.
 */
export function fileNamePart(name: string): string {
  const readable = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/gu, ' ');
  return Array.from(readable.replace(/^[\s.]+/u, ''))
    .slice(0, 80)
    .join('')
    .replace(/[\s.]+$/u, '');
}

/**
 * The report's file name in the report's language, the same from the server (Content-Disposition)
 * and the web app (its download): "ErgoAssess report – Packing.pdf", "ErgoAssess raporu – Paketleme.pdf".
 */
export function reportFileName(assessment: { name: string; type: string }, lang: Language): string {
  const name = fileNamePart(assessment.name) || assessment.type.toUpperCase();
  return `${translate('reports.file_name', lang, { name })}.pdf`;
}
