import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMITS, type Dashboard } from '@ergo/contracts';
import { assessments, type Database } from '@ergo/db';
import { HIGH_RISK_LEVELS } from './risk-figures';

interface TrendRow {
  month: string;
  type: string;
  assessments: number | string;
  mean: number | string;
  high: number | string;
}

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
  orgId: string,
  now: Date,
  zone: string,
): Promise<Dashboard['trend']> {
  const months = lastMonths(now, zone, DASHBOARD_LIMITS.months);
  // Each month as the instants it starts and ends in the zone: the rows are then found by
  // ranges of the index (organization, created_at), with no date arithmetic on every row.
  const bounds = months.map((month, i) => {
    const end = months[i + 1] ?? monthAfter(month);
    return sql`(${month}, (${`${month}-01`}::timestamp at time zone ${zone}), (${`${end}-01`}::timestamp at time zone ${zone}))`;
  });
  const result: unknown = await db.execute(sql`
    select m.month, ${assessments.type} as type, count(*)::int as assessments,
           avg(${assessments.score})::float8 as mean,
           (count(*) filter (where ${assessments.riskLevel} in (${sql.join(
             HIGH_RISK_LEVELS.map((level) => sql`${level}`),
             sql`, `,
           )})))::int as high
    from (values ${sql.join(bounds, sql`, `)}) as m(month, starts, ends)
    join ${assessments} on ${assessments.organizationId} = ${orgId}
      and ${assessments.score} is not null and ${assessments.riskLevel} is not null
      and ${assessments.createdAt} >= m.starts and ${assessments.createdAt} < m.ends
    group by m.month, ${assessments.type}
    order by m.month, ${assessments.type}
  `);
  const rows = (result as { rows: TrendRow[] }).rows;
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
