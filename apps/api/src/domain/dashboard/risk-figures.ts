import type { Dashboard } from '@ergo/contracts';
import { isRiskLevel, RISK_LEVELS, type RiskLevel } from '@ergo/ergonomics';
import type { Database, OrganizationId } from '@ergo/db';
import { latestRiskRows } from '../../db/dashboard-risk';

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

/**
 * Everything the dashboard says about where the risk is, from one read of the latest scored
 * assessment of every task and method (materialized once, read from its covering index):
 * - per method, how many tasks sit in each risk level;
 * - the latest assessments at high or very high risk, worst first (level, then the score's place
 *   on its method's scale), with their task and operation, and how many there are;
 * - per operation, the assessed tasks and those at high risk (a task is at high risk when the
 *   latest assessment of any of its methods is).
 */
export async function riskFigures(db: Database, orgId: OrganizationId): Promise<RiskFigures> {
  const rows = await latestRiskRows(db, orgId, {
    levels: HIGH_RISK_LEVELS,
    lowestRank: HIGH_RANK,
  });

  const byType = new Map<string, Dashboard['risk_distribution'][number]>();
  for (const { type, level, n } of rows.distribution) {
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
      results: rows.high.map((h) => ({
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
      rows.perOperation.map((o) => [
        o.operation_id,
        { assessedTasks: o.assessed, highRiskTasks: o.high },
      ]),
    ),
  };
}
