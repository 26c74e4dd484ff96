import { sql } from 'drizzle-orm';
import { assessments, type Database, type OrganizationId } from '@ergo/db';
import { riskLevelsSql } from './severity-sql';

/*
 * The dashboard's monthly trend (issue 32's query layer), scoped to the organization in SQL.
 */

/** A calendar month and the local dates (YYYY-MM-DD) it starts on and the next one starts on. */
export interface MonthBounds {
  month: string;
  starts: string;
  ends: string;
}

/** The months of the trend as the viewer's calendar cuts them, and what is at high risk. */
export interface TrendQuery {
  orgId: OrganizationId;
  /** the time zone the months' bounds are local midnights of */
  zone: string;
  months: readonly MonthBounds[];
  highLevels: readonly string[];
}

/** Numbers as the drivers answer them: a number, or its text. */
export interface TrendRow {
  month: string;
  type: string;
  assessments: number | string;
  mean: number | string;
  high: number | string;
}

/**
 * Per month and method, the scored assessments with a risk level, their mean score and how many
 * were at high risk; by month, then method.
 */
export async function monthlyRows(db: Database, query: TrendQuery): Promise<TrendRow[]> {
  const { orgId, zone } = query;
  // Each month as the instants it starts and ends in the zone: the rows are then found by
  // ranges of the index (organization, created_at), with no date arithmetic on every row.
  const bounds = query.months.map(
    ({ month, starts, ends }) =>
      sql`(${month}, (${starts}::timestamp at time zone ${zone}), (${ends}::timestamp at time zone ${zone}))`,
  );
  const result: unknown = await db.execute(sql`
    select m.month, ${assessments.type} as type, count(*)::int as assessments,
           avg(${assessments.score})::float8 as mean,
           (count(*) filter (where ${assessments.riskLevel} in (${riskLevelsSql(
             query.highLevels,
           )})))::int as high
    from (values ${sql.join(bounds, sql`, `)}) as m(month, starts, ends)
    join ${assessments} on ${assessments.organizationId} = ${orgId}
      and ${assessments.score} is not null and ${assessments.riskLevel} is not null
      and ${assessments.createdAt} >= m.starts and ${assessments.createdAt} < m.ends
    group by m.month, ${assessments.type}
    order by m.month, ${assessments.type}
  `);
  return (result as { rows: TrendRow[] }).rows;
}
