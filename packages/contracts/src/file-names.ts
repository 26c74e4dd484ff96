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
 * being the assessment's name (its CSV) or its task's (the report), e.g. `REBA-Packing-2026-11-24.pdf`.
 */
export const exportFileName = (
  assessment: { type: string; created_at: string },
  subject: string,
  ending: string,
) =>
  `${assessment.type.toUpperCase()}-${fileSafe(subject)}-${assessment.created_at.slice(0, 10)}${ending}`;
