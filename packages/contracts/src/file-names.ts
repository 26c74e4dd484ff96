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

/** The file name of an assessment's export: `<METHOD>-<name>-<YYYY-MM-DD>-<what>.<ext>`. */
export const exportFileName = (
  assessment: { type: string; name: string; created_at: string },
  what: string,
) =>
  `${assessment.type.toUpperCase()}-${fileSafe(assessment.name)}-${assessment.created_at.slice(0, 10)}-${what}`;
