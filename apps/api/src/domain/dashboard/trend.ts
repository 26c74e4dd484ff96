import { DASHBOARD_LIMITS, type Dashboard } from '@ergo/contracts';
import type { Database, OrganizationId } from '@ergo/db';
import { monthlyRows } from '../../db/dashboard-trend';
import { HIGH_RISK_LEVELS } from './risk-figures';

/** The user's time zone when the runtime knows it, else UTC (months are cut at local midnight). */
export function knownTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The date (YYYY-MM-DD) and month (YYYY-MM) of an instant in a time zone. */
export function localDate(at: Date, zone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The month after a YYYY-MM month. */
export function monthAfter(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The last `n` calendar months up to the one `at` falls in, oldest first, as YYYY-MM. */
export function lastMonths(at: Date, zone: string, n: number): string[] {
  const [year, month] = localDate(at, zone).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const back = n - 1 - i;
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * Scored assessments per month and method over the last twelve months, with their mean score and
 * how many were at high risk. A score from too little of its video has no risk level and is no
 * finding: it is left out of the month's count, as of every other figure. Months are the user's calendar months: an assessment made at 01:30 on
 * the 1st in Istanbul belongs to that month, not the previous one as in UTC.
 */
export async function monthlyTrend(
  db: Database,
  orgId: OrganizationId,
  now: Date,
  zone: string,
): Promise<Dashboard['trend']> {
  const months = lastMonths(now, zone, DASHBOARD_LIMITS.months);
  // Each month from the local midnight of its first day to that of the next month's.
  const bounds = months.map((month, i) => ({
    month,
    starts: `${month}-01`,
    ends: `${months[i + 1] ?? monthAfter(month)}-01`,
  }));
  const rows = await monthlyRows(db, { orgId, zone, months: bounds, highLevels: HIGH_RISK_LEVELS });
  return {
    time_zone: zone,
    months,
    series: rows.map((row) => ({
      month: row.month,
      type: row.type,
      assessments: Number(row.assessments),
      mean_score: Math.round(Number(row.mean) * 100) / 100,
      high_risk: Number(row.high),
    })),
  };
}
