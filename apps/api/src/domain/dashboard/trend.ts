import { and, count, gte, isNotNull, sql } from 'drizzle-orm';
import { DASHBOARD_LIMITS, type Dashboard } from '@ergo/contracts';
import { assessments, type Database, inOrg } from '@ergo/db';
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
 * how many were at high risk. Months are the user's calendar months: an assessment made at 01:30 on
 * the 1st in Istanbul belongs to that month, not the previous one as in UTC.
 */
export async function monthlyTrend(
  db: Database,
  orgId: string,
  now: Date,
  zone: string,
): Promise<Dashboard['trend']> {
  const months = lastMonths(now, zone, DASHBOARD_LIMITS.months);
  // The first instant of the oldest month in the zone, as a timestamptz the index can use.
  const since = sql`(${`${months[0]}-01`}::timestamp at time zone ${zone})`;
  const month = sql<string>`to_char(${assessments.createdAt} at time zone ${zone}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      type: assessments.type,
      assessments: count(),
      mean: sql<number>`avg(${assessments.score})`.mapWith(Number),
      high: sql<number>`count(*) filter (where ${assessments.riskLevel} in (${sql.join(
        HIGH_RISK_LEVELS.map((level) => sql`${level}`),
        sql`, `,
      )}))`.mapWith(Number),
    })
    .from(assessments)
    .where(
      inOrg(
        assessments,
        orgId,
        and(isNotNull(assessments.score), gte(assessments.createdAt, since)),
      ),
    )
    // By position: the month expression carries the zone as a parameter, and PostgreSQL does not
    // see two parameters as the same expression.
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  return {
    time_zone: zone,
    months,
    series: rows
      .filter((row) => months.includes(row.month))
      .map((row) => ({
        month: row.month,
        type: row.type,
        assessments: row.assessments,
        mean_score: Math.round(row.mean * 100) / 100,
        high_risk: row.high,
      })),
  };
}
