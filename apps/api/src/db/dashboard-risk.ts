import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMITS } from '@ergo/contracts';
import { assessments, type Database, operations, type OrganizationId, tasks } from '@ergo/db';
import { latestScoredAssessments } from './latest-scored';
import { riskLevelsSql, riskRankSql, severitySql } from './severity-sql';

/*
 * Where the organization's risk is, for the dashboard (issue 32's query layer): one statement over
 * the latest scored assessment of every task and method, scoped to the organization in SQL (the
 * latest set, and each join).
 */

/** What "at high risk" means, as the domain defines it: its levels, and the rank of the lowest. */
export interface HighRiskDefinition {
  levels: readonly string[];
  lowestRank: number;
}

/** A latest assessment at high risk, with its task and operation. */
export interface HighRiskRow {
  id: string;
  type: string;
  name: string;
  score: number;
  risk_level: string;
  created_at: string;
  task_id: string;
  task_name: string;
  operation_id: string;
  operation_name: string;
}

export interface LatestRiskRows {
  /** per method and risk level, how many tasks' latest assessments sit there */
  distribution: { type: string; level: string; n: number }[];
  /** per operation, its tasks with a scored assessment and those at high risk */
  perOperation: { operation_id: string; assessed: number; high: number }[];
  /** the latest assessments at high risk, worst first, as many as the dashboard shows */
  high: HighRiskRow[];
}

interface Row extends Record<string, unknown> {
  distribution: LatestRiskRows['distribution'] | string;
  per_operation: LatestRiskRows['perOperation'] | string;
  high: HighRiskRow[] | string;
}

/** json columns arrive parsed from pg, and as text from some drivers. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * From one read of the latest scored assessment of every task and method (materialized once, read
 * from its covering index): the distribution per method, the assessed and high-risk tasks per
 * operation (a task is at high risk when the latest assessment of any of its methods is), and the
 * latest assessments at high risk, worst first (level, then the score's place on its method's
 * scale).
 */
export async function latestRiskRows(
  db: Database,
  orgId: OrganizationId,
  highRisk: HighRiskDefinition,
): Promise<LatestRiskRows> {
  const latest = latestScoredAssessments(db, orgId);
  const rank = riskRankSql('latest.risk_level');
  const severity = severitySql('latest.type', 'latest.score');
  const high = riskLevelsSql(highRisk.levels);
  // `latest` is read three times from its materialized rows; the names are joined only for the
  // ten rows shown.
  const result: unknown = await db.execute(sql`
    with latest as materialized (${latest}),
    top as (
      select latest.*, ${rank} as rank, ${severity} as severity from latest
      where latest.risk_level in (${high})
      order by rank desc, severity desc, latest.created_at desc
      limit ${DASHBOARD_LIMITS.highRisk}
    )
    select
      (select coalesce(json_agg(d), '[]'::json) from (
        select type, risk_level as level, count(*)::int as n from latest group by type, risk_level
      ) d) as distribution,
      (select coalesce(json_agg(o), '[]'::json) from (
        select operation_id, count(*)::int as assessed,
               (count(*) filter (where worst >= ${highRisk.lowestRank}))::int as high
        from (select latest.operation_id, max(${rank}) as worst from latest
              group by latest.operation_id, latest.task_id) per_task
        group by operation_id
      ) o) as per_operation,
      (select coalesce(json_agg(h order by h.rank desc, h.severity desc, h.created_at desc), '[]'::json) from (
        select top.id, top.type, ${assessments.name}, top.score, top.risk_level, top.created_at,
               top.task_id, ${tasks.name} as task_name, top.operation_id,
               ${operations.name} as operation_name, top.rank, top.severity
        from top
        join ${assessments} on ${assessments.id} = top.id
          and ${assessments.organizationId} = ${orgId}
        join ${tasks} on ${tasks.id} = top.task_id and ${tasks.organizationId} = ${orgId}
        join ${operations} on ${operations.id} = top.operation_id
          and ${operations.organizationId} = ${orgId}
      ) h) as high
  `);
  // Both drivers (pg and PGlite) answer { rows }.
  const [row] = (result as { rows: Row[] }).rows;
  if (!row) throw new Error('the risk figures query returned no row');
  return {
    distribution: parsed(row.distribution),
    perOperation: parsed(row.per_operation),
    high: parsed(row.high),
  };
}
