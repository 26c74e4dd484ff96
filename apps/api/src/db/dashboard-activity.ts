import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { assessments, type Database, inOrg, type OrganizationId, recommendations } from '@ergo/db';
import { analysingCondition } from './analysing';

/*
 * The dashboard's small counts (issue 32's query layer): recommendations, analyses under way, the
 * assessments measured too little, and the viewer's time zone; each scoped to the organization in
 * SQL. The domain (domain/dashboard) turns them into the served figures.
 */

/** The organization on the day its viewer is in (YYYY-MM-DD), which decides what is overdue. */
export interface OrgOnDay {
  orgId: OrganizationId;
  today: string;
}

/** The organization's recommendations per board column, with how many of each are open past due. */
export function recommendationsByStatus(db: Database, { orgId, today }: OrgOnDay) {
  const overdue = and(ne(recommendations.status, 'COMPLETED'), lt(recommendations.dueDate, today));
  return db
    .select({
      status: recommendations.status,
      value: count(),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(recommendations)
    .where(inOrg(recommendations, orgId))
    .groupBy(recommendations.status);
}

/** The analyses queued or running, the `limit` most recent first, and how many there are in all. */
export async function analysesUnderway(db: Database, orgId: OrganizationId, limit: number) {
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
      .limit(limit),
    db.select({ value: count() }).from(assessments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** How many of the organization's assessments had too little of their video measured (coverage). */
export async function insufficientCoverageCount(
  db: Database,
  orgId: OrganizationId,
): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(assessments)
    .where(inOrg(assessments, orgId, eq(assessments.coverageSufficient, false)));
  return total?.value ?? 0;
}
