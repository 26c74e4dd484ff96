import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DASHBOARD_LIMITS, type Dashboard } from '@ergo/contracts';
import { RISK_LEVELS, type RiskLevel } from '@ergo/ergonomics';
import { type Database, operations, tasks } from '@ergo/db';
import { latestScoredAssessments } from '../assessments/latest-scored';
import { riskRankSql, severitySql } from './severity-sql';

/** The levels that call for action soon: what "at high risk" means on the dashboard. */
export const HIGH_RISK_LEVELS: readonly RiskLevel[] = ['high', 'very_high'];
const HIGH_RANK = RISK_LEVELS.indexOf('high');

const emptyCounts = (): Record<RiskLevel, number> =>
  Object.fromEntries(RISK_LEVELS.map((level) => [level, 0])) as Record<RiskLevel, number>;

const isRiskLevel = (value: string): value is RiskLevel =>
  (RISK_LEVELS as readonly string[]).includes(value);

/** Per method, how many tasks' latest assessment sits in each risk level. */
export async function riskDistribution(
  db: Database,
  orgId: string,
): Promise<Dashboard['risk_distribution']> {
  const latest = db.$with('latest').as(latestScoredAssessments(db, orgId));
  const rows = await db
    .with(latest)
    .select({ type: latest.type, level: latest.riskLevel, value: count() })
    .from(latest)
    .groupBy(latest.type, latest.riskLevel);
  const byType = new Map<string, Dashboard['risk_distribution'][number]>();
  for (const row of rows) {
    if (row.level === null || !isRiskLevel(row.level)) continue;
    const entry = byType.get(row.type) ?? { type: row.type, total: 0, counts: emptyCounts() };
    entry.counts[row.level] += row.value;
    entry.total += row.value;
    byType.set(row.type, entry);
  }
  return [...byType.values()];
}

/** The latest assessments at high or very high risk, worst first, with their task and operation. */
export async function highRiskAssessments(
  db: Database,
  orgId: string,
): Promise<Dashboard['high_risk']> {
  const latest = db.$with('latest').as(latestScoredAssessments(db, orgId));
  const high = inArray(latest.riskLevel, [...HIGH_RISK_LEVELS]);
  const [rows, [total]] = await Promise.all([
    db
      .with(latest)
      .select({
        id: latest.id,
        type: latest.type,
        name: latest.name,
        score: latest.score,
        riskLevel: latest.riskLevel,
        createdAt: latest.createdAt,
        taskId: latest.taskId,
        taskName: tasks.name,
        operationId: latest.operationId,
        operationName: operations.name,
      })
      .from(latest)
      .innerJoin(tasks, and(eq(tasks.id, latest.taskId), eq(tasks.organizationId, orgId)))
      .innerJoin(
        operations,
        and(eq(operations.id, latest.operationId), eq(operations.organizationId, orgId)),
      )
      .where(high)
      .orderBy(
        desc(riskRankSql(sql`${latest.riskLevel}`)),
        desc(severitySql(sql`${latest.type}`, sql`${latest.score}`)),
        desc(latest.createdAt),
      )
      .limit(DASHBOARD_LIMITS.highRisk),
    db.with(latest).select({ value: count() }).from(latest).where(high),
  ]);
  return {
    count: total?.value ?? 0,
    results: rows.map((row) => ({
      assessment_id: row.id,
      type: row.type,
      name: row.name,
      score: row.score ?? 0,
      risk_level: row.riskLevel ?? '',
      created_at: new Date(row.createdAt).toISOString(),
      task_id: row.taskId,
      task_name: row.taskName,
      operation_id: row.operationId,
      operation_name: row.operationName,
    })),
  };
}

export interface TaskRiskOfOperation {
  assessedTasks: number;
  highRiskTasks: number;
}

/**
 * Per operation, the tasks with a scored assessment and those among them at high risk: a task is
 * at high risk when the latest assessment of any of its methods is.
 */
export async function taskRiskByOperation(
  db: Database,
  orgId: string,
): Promise<Map<string, TaskRiskOfOperation>> {
  const latest = db.$with('latest').as(latestScoredAssessments(db, orgId));
  const perTask = db
    .with(latest)
    .select({
      operationId: latest.operationId,
      worst: sql<number>`max(${riskRankSql(sql`${latest.riskLevel}`)})`.as('worst'),
    })
    .from(latest)
    .groupBy(latest.operationId, latest.taskId)
    .as('per_task');
  const rows = await db
    .select({
      operationId: perTask.operationId,
      assessed: count(),
      high: sql<number>`count(*) filter (where ${perTask.worst} >= ${HIGH_RANK})`.mapWith(Number),
    })
    .from(perTask)
    .groupBy(perTask.operationId);
  return new Map(
    rows.map((row) => [row.operationId, { assessedTasks: row.assessed, highRiskTasks: row.high }]),
  );
}
