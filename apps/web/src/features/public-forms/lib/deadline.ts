/** '21 November 2026 at 17:00' / '21 Kasım 2026 17:00': the deadline in the reader's language and time zone. */
export function formatDeadline(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}
