import { DASHBOARD_LIMITS, type Dashboard } from '@ergo/contracts';
import { creditBalance, type Database } from '@ergo/db';
import type { Caller } from '../caller';
import { savedTimeZone } from '../../db/users';
import { selectOperations } from '../../db/operations';
import { analysesInProgress, notEnoughMeasured, recommendationFigures } from './activity';
import { riskFigures } from './risk-figures';
import { addSums, noSums, presentReduction, riskReductionByOperation } from './risk-reduction';
import { knownTimeZone, localDate, monthlyTrend } from './trend';

/** An analysis takes one credit (`spendCredit`), given back when it fails. */
const CREDITS_PER_ANALYSIS = 1;

async function userTimeZone(db: Database, caller: Caller): Promise<string> {
  const saved = await savedTimeZone(db, caller);
  return knownTimeZone(saved ?? 'UTC');
}

/**
 * GET /dashboard/: where the organization's risk is and whether it is going down. Every figure is
 * an aggregate query; no list of assessments is loaded. The queries run side by side (on
 * PostgreSQL each takes its own pooled connection).
 */
export async function loadDashboard(
  db: Database,
  caller: Caller,
  now = new Date(),
): Promise<Dashboard> {
  const zone = await userTimeZone(db, caller);
  const [credit, risk, reductions, trend, recs, analyses, ops, unmeasured] = await Promise.all([
    creditBalance(db, caller.orgId),
    riskFigures(db, caller.orgId),
    riskReductionByOperation(db, caller.orgId),
    monthlyTrend(db, caller.orgId, now, zone),
    recommendationFigures(db, caller.orgId, localDate(now, zone)),
    analysesInProgress(db, caller.orgId),
    selectOperations(db, caller.orgId),
    notEnoughMeasured(db, caller.orgId),
  ]);

  const operations = ops.map((row) => {
    const tasksAt = risk.byOperation.get(row.operation.id) ?? {
      assessedTasks: 0,
      highRiskTasks: 0,
    };
    return {
      id: row.operation.id,
      name: row.operation.name,
      operation_type: row.operation.operationType,
      tasks_count: row.tasksCount,
      total_assessments: row.totalAssessments,
      assessed_tasks: tasksAt.assessedTasks,
      high_risk_tasks: tasksAt.highRiskTasks,
      high_risk_share:
        tasksAt.assessedTasks > 0 ? tasksAt.highRiskTasks / tasksAt.assessedTasks : null,
      most_recent_analysis: row.mostRecent,
      risk_reduction: presentReduction(reductions.get(row.operation.id) ?? noSums()),
    };
  });
  // Where the risk is first: the largest share of high-risk tasks, then the most of them.
  operations.sort(
    (a, b) =>
      (b.high_risk_share ?? -1) - (a.high_risk_share ?? -1) ||
      b.high_risk_tasks - a.high_risk_tasks ||
      b.total_assessments - a.total_assessments ||
      a.name.localeCompare(b.name),
  );

  const sum = (pick: (op: (typeof operations)[number]) => number) =>
    operations.reduce((total, op) => total + pick(op), 0);
  return {
    generated_at: now.toISOString(),
    credit: { balance: credit, per_assessment: CREDITS_PER_ANALYSIS },
    totals: {
      operations: operations.length,
      tasks: sum((op) => op.tasks_count),
      assessments: sum((op) => op.total_assessments),
      assessed_tasks: sum((op) => op.assessed_tasks),
      high_risk_tasks: sum((op) => op.high_risk_tasks),
      not_enough_measured: unmeasured,
    },
    risk_distribution: risk.distribution,
    high_risk: risk.highRisk,
    operations: {
      count: operations.length,
      results: operations.slice(0, DASHBOARD_LIMITS.operations),
    },
    trend,
    risk_reduction: presentReduction(addSums(reductions.values())),
    recommendations: recs,
    analyses,
  };
}
