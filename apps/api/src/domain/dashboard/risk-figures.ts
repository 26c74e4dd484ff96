import { sql } from 'drizzle-orm';
import { DASHBOARD_LIMITS, type Dashboard } from '@ergo/contracts';
import { isRiskLevel, RISK_LEVELS, type RiskLevel } from '@ergo/ergonomics';
import { assessments, type Database, operations, tasks } from '@ergo/db';
import { latestScoredAssessments } from '../../db/latest-scored';
import { riskRankSql, severitySql } from '../../db/severity-sql';

/** The levels that call for action soon: what "at high risk" means on the dashboard. */
export const HIGH_RISK_LEVELS: readonly RiskLevel[] = ['high', 'very_high'];
const HIGH_RANK = RISK_LEVELS.indexOf('high');

export interface TaskRiskOfOperation {
  assessedTasks: number;
  highRiskTasks: number;
}

export interface RiskFigures {
  distribution: Dashboard['risk_distribution'];
  highRisk: Dashboard['high_risk'];
  /** per operation: tasks with a scored assessment, and those at high risk */
  byOperation: Map<string, TaskRiskOfOperation>;
}

interface Row extends Record<string, unknown> {
  distribution: { type: string; level: string; n: number }[] | string;
  per_operation: { operation_id: string; assessed: number; high: number }[] | string;
  high: HighRow[] | string;
}
interface HighRow {
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

/** json columns arrive parsed from pg, and as text from some drivers. */
const parsed = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * Everything the dashboard says about where the risk is, from one read of the latest scored
 * assessment of every task and method (materialized once, read from its covering index):
 * - per method, how many tasks sit in each risk level;
 * - the latest assessments at high or very high risk, worst first (level, then the score's place
 *   on its method's scale), with their task and operation, and how many there are;
 * - per operation, the assessed tasks and those at high risk (a task is at high risk when the
 *   latest assessment of any of its methods is).
 */
export async function riskFigures(db: Database, orgId: string): Promise<RiskFigures> {
  const latest = latestScoredAssessments(db, orgId);
  const rank = riskRankSql('latest.risk_level');
  const severity = severitySql('latest.type', 'latest.score');
  const high = sql.join(
    HIGH_RISK_LEVELS.map((level) => sql`${level}`),
    sql`, `,
  );
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
               (count(*) filter (where worst >= ${HIGH_RANK}))::int as high
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

  const byType = new Map<string, Dashboard['risk_distribution'][number]>();
  for (const { type, level, n } of parsed(row.distribution)) {
    if (!isRiskLevel(level)) continue;
    const entry = byType.get(type) ?? {
      type,
      total: 0,
      counts: Object.fromEntries(RISK_LEVELS.map((l) => [l, 0])) as Record<RiskLevel, number>,
    };
    entry.counts[level] += n;
    entry.total += n;
    byType.set(type, entry);
  }
  return {
    distribution: [...byType.values()],
    highRisk: {
      // every latest assessment at high risk: the distribution's high columns, added up
      count: [...byType.values()].reduce(
        (n, entry) => n + HIGH_RISK_LEVELS.reduce((m, level) => m + entry.counts[level], 0),
        0,
      ),
      results: parsed(row.high).map((h) => ({
        assessment_id: h.id,
        type: h.type,
        name: h.name,
        score: Number(h.score),
        risk_level: h.risk_level,
        created_at: new Date(h.created_at).toISOString(),
        task_id: h.task_id,
        task_name: h.task_name,
        operation_id: h.operation_id,
        operation_name: h.operation_name,
      })),
    },
    byOperation: new Map(
      parsed(row.per_operation).map((o) => [
        o.operation_id,
        { assessedTasks: o.assessed, highRiskTasks: o.high },
      ]),
    ),
  };
}
