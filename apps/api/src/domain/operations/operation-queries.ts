import { and, count, eq, max, sql, type SQL } from 'drizzle-orm';
import { assessments, type Database, inOrg, operations, tasks } from '@ergo/db';
import { notFound } from '../../lib/errors';

/** Per-operation counts computed in SQL (tasks, assessments, most recent analysis). */
export function operationStats(db: Database, orgId: string) {
  const taskCounts = db
    .select({ operationId: tasks.operationId, tasksCount: count().as('tasks_count') })
    .from(tasks)
    .where(inOrg(tasks, orgId))
    .groupBy(tasks.operationId)
    .as('task_counts');
  const assessmentStats = db
    .select({
      operationId: assessments.operationId,
      totalAssessments: count().as('total_assessments'),
      mostRecent: max(assessments.createdAt).as('most_recent'),
    })
    .from(assessments)
    .where(inOrg(assessments, orgId))
    .groupBy(assessments.operationId)
    .as('assessment_stats');
  return { taskCounts, assessmentStats };
}

/** Timestamps from a raw SQL expression arrive as Date (pg) or string (PGlite): one shape out. */
export function toIsoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}

/** Selects operations of one organization with their computed counts. */
export function selectOperations(db: Database, orgId: string, where?: SQL) {
  const { taskCounts, assessmentStats } = operationStats(db, orgId);
  return db
    .select({
      operation: operations,
      tasksCount: sql<number>`coalesce(${taskCounts.tasksCount}, 0)`.mapWith(Number),
      totalAssessments: sql<number>`coalesce(${assessmentStats.totalAssessments}, 0)`.mapWith(
        Number,
      ),
      mostRecent: sql<string | null>`${assessmentStats.mostRecent}`.mapWith(toIsoOrNull),
    })
    .from(operations)
    .leftJoin(taskCounts, eq(taskCounts.operationId, operations.id))
    .leftJoin(assessmentStats, eq(assessmentStats.operationId, operations.id))
    .where(inOrg(operations, orgId, where))
    .$dynamic();
}

export const operationCount = (db: Database, orgId: string, where?: SQL) =>
  db
    .select({ value: count() })
    .from(operations)
    .where(and(inOrg(operations, orgId, where)));

/** An operation of the caller's organization exists (its id); 404 otherwise. */
export async function requireOperation(
  db: Database,
  caller: { orgId: string },
  id: string,
): Promise<string> {
  const [row] = await db
    .select({ id: operations.id })
    .from(operations)
    .where(inOrg(operations, caller.orgId, eq(operations.id, id)));
  if (!row) throw notFound();
  return row.id;
}
