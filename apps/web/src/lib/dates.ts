import dayjs from 'dayjs';
import 'dayjs/locale/tr';

/** '21 Nov 2026' / '21 Kas 2026'. */
export function formatDate(iso: string, language: string): string {
  return dayjs(iso)
    .locale(language === 'tr' ? 'tr' : 'en')
    .format('D MMM YYYY');
}

/** '21 Nov 2026, 09:15'. */
export function formatDateTime(iso: string, language: string): string {
  return dayjs(iso)
    .locale(language === 'tr' ? 'tr' : 'en')
    .format('D MMM YYYY, HH:mm');
}

const locale = (language: string) => (language === 'tr' ? 'tr-TR' : 'en-GB');

/** A date and time in the reader's locale ('21 Nov 2026, 09:15', '21 Kas 2026 09:15'). */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** '21 November 2026 at 17:00' / '21 Kasım 2026 17:00': a deadline, written out. */
export function formatLongDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}
