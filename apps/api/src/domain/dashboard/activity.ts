import {
  DASHBOARD_LIMITS,
  RECOMMENDATION_STATUSES,
  type Dashboard,
  type RecommendationStatus,
} from '@ergo/contracts';
import type { Database, OrganizationId } from '@ergo/db';
import {
  analysesUnderway,
  insufficientCoverageCount,
  recommendationsByStatus,
} from '../../db/dashboard-activity';

/** Recommendations by board column, and the open ones past their due date (`today` is the user's). */
export async function recommendationFigures(
  db: Database,
  orgId: OrganizationId,
  today: string,
): Promise<Dashboard['recommendations']> {
  const rows = await recommendationsByStatus(db, { orgId, today });
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
  orgId: OrganizationId,
): Promise<Dashboard['analyses']> {
  const { rows, total } = await analysesUnderway(db, orgId, DASHBOARD_LIMITS.analyses);
  return {
    in_progress: total,
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
export function notEnoughMeasured(db: Database, orgId: OrganizationId): Promise<number> {
  return insufficientCoverageCount(db, orgId);
}
