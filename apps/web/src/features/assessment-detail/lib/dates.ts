import dayjs from 'dayjs';
import 'dayjs/locale/tr';

/** '21 Nov 2026, 09:15' / '21 Kas 2026, 09:15'. */
export function formatDateTime(iso: string, language: string): string {
  return dayjs(iso)
    .locale(language === 'tr' ? 'tr' : 'en')
    .format('D MMM YYYY, HH:mm');
}
