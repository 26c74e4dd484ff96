import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInstant } from './dates';

describe('dates in the reader’s language', () => {
  it('Turkish writes the month out (21 Kasım 2026), as the glossary asks', () => {
    expect(formatDate('2026-11-21', 'tr')).toBe('21 Kasım 2026');
    expect(formatDateTime('2026-11-21T09:05:00', 'tr')).toBe('21 Kasım 2026 09:05');
    expect(formatInstant('2026-12-01T21:12:00', 'tr')).toBe('1 Aralık 2026 21:12');
  });

  it('English keeps the short month', () => {
    expect(formatDate('2026-11-21', 'en')).toBe('21 Nov 2026');
    expect(formatDateTime('2026-11-21T09:05:00', 'en')).toBe('21 Nov 2026, 09:05');
  });

  it('a date-only value stays its own day, and a value that is no date shows as it came', () => {
    expect(formatDate('2099-03-14', 'en')).toBe('14 Mar 2099');
    expect(formatDate('soon', 'tr')).toBe('soon');
  });
});
