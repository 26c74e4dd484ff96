import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import {
  DASHBOARD_LIMITS,
  RECOMMENDATION_STATUSES,
  type Dashboard,
  type RecommendationStatus,
} from '@ergo/contracts';
import { assessments, type Database, inOrg, recommendations } from '@ergo/db';
import { analysingCondition } from '../../db/analysing';

/** Recommendations by board column, and the open ones past their due date (`today` is the user's). */
export async function recommendationFigures(
  db: Database,
  orgId: string,
  today: string,
): Promise<Dashboard['recommendations']> {
  const overdue = and(ne(recommendations.status, 'COMPLETED'), lt(recommendations.dueDate, today));
  const rows = await db
    .select({
      status: recommendations.status,
      value: count(),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(recommendations)
    .where(inOrg(recommendations, orgId))
    .groupBy(recommendations.status);
  const byStatus = Object.fromEntries(RECOMMENDATION_STATUSES.map((s) => [s, 0])) as Record<
    RecommendationStatus,
    number
  >;
  let late = 0;
  for (const row of rows) {
    byStatus[row.status] = row.value;
    late += row.overdue;
  }
  return { by_status: byStatus, open: byStatus.TODO + byStatus.IN_PROGRESS, overdue: late };
}

/** Video analyses queued or running, the most recent first. */
export async function analysesInProgress(
  db: Database,
  orgId: string,
): Promise<Dashboard['analyses']> {
  const where = inOrg(assessments, orgId, analysingCondition());
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: assessments.id,
        type: assessments.type,
        name: assessments.name,
        status: assessments.status,
        progress: assessments.progress,
        createdAt: assessments.createdAt,
      })
      .from(assessments)
      .where(where)
      .orderBy(desc(assessments.createdAt))
      .limit(DASHBOARD_LIMITS.analyses),
    db.select({ value: count() }).from(assessments).where(where),
  ]);
  return {
    in_progress: total?.value ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      type: row.type,
      name: row.name,
      status: row.status === 'processing' ? 'processing' : 'pending',
      progress: row.progress,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * The assessments whose video was measured too little for their score to stand (coverage): they
 * have no risk level, so the distribution and the trend leave them out; the dashboard counts them
 * apart, so that they are not lost either.
 */
export async function notEnoughMeasured(db: Database, orgId: string): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(assessments)
    .where(inOrg(assessments, orgId, eq(assessments.coverageSufficient, false)));
  return total?.value ?? 0;
}
