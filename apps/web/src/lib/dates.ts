import { localeOf } from '@ergo/ergonomics';
import dayjs from 'dayjs';

/** Turkish writes the month out ('21 Kasım 2026', GLOSSARY-tr.md); English keeps '21 Nov 2026'. */
const month = (language: string) => (language === 'tr' ? 'long' : 'short');

/**
 * Formats through Intl; dayjs only parses, so a date-only '2026-11-21' stays that local day (Date
 * would take it as midnight UTC). A value that is no date is shown as it came.
 */
function format(iso: string, language: string, options: Intl.DateTimeFormatOptions): string {
  const date = dayjs(iso).toDate();
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), options).format(date);
}

/** '21 Nov 2026' / '21 Kasım 2026'. */
export function formatDate(iso: string, language: string): string {
  return format(iso, language, { day: 'numeric', month: month(language), year: 'numeric' });
}

/** '21 Nov 2026, 09:15' / '21 Kasım 2026 09:15'. */
export function formatDateTime(iso: string, language: string): string {
  return format(iso, language, {
    day: 'numeric',
    month: month(language),
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** A moment (a deadline, an answer's time) in the reader's locale: the same words as formatDateTime. */
export const formatInstant = formatDateTime;

/** '21 November 2026 at 17:00' / '21 Kasım 2026 17:00': a deadline, written out. */
export function formatLongDateTime(iso: string, language: string): string {
  return format(iso, language, { dateStyle: 'long', timeStyle: 'short' });
}
