import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  assessments,
  byIdInOrg,
  type Database,
  inOrg,
  operations,
  type OrganizationId,
  tasks,
} from '@ergo/db';
import type { AssessmentRow } from './assessments';
import { toIsoOrNull } from './operations';

/*
 * The tasks table's queries (issue 32's query layer), each scoped to the organization in SQL.
 */

export type TaskColumns = Partial<typeof tasks.$inferInsert>;

/** One task within its organization (named, so the two ids cannot trade places). */
export interface TaskScope {
  orgId: OrganizationId;
  taskId: string;
}

/**
 * Tasks with their assessment counts as correlated subqueries, evaluated for the rows returned
 * only (the index assessments_task_idx), not for every task of the organization.
 */
function selectTasks(db: Database, orgId: OrganizationId, where?: SQL) {
  const ofThisTask = sql`${assessments.taskId} = ${tasks.id} and ${assessments.organizationId} = ${orgId}`;
  return db
    .select({
      task: tasks,
      operationName: operations.name,
      assessmentsConducted:
        sql<number>`(select count(*) from ${assessments} where ${ofThisTask})`.mapWith(Number),
      lastAssessment: sql<
        string | null
      >`(select max(${assessments.createdAt}) from ${assessments} where ${ofThisTask})`.mapWith(
        toIsoOrNull,
      ),
    })
    .from(tasks)
    .innerJoin(operations, inOrg(operations, orgId, eq(operations.id, tasks.operationId)))
    .where(inOrg(tasks, orgId, where))
    .$dynamic();
}

/** One task with its operation's name and counts; null when it is not the organization's. */
export async function taskWithStats(db: Database, { orgId, taskId }: TaskScope) {
  const [row] = await selectTasks(db, orgId, eq(tasks.id, taskId));
  return row ?? null;
}

/** A new task of an operation of the organization (its id). */
export async function insertTask(
  db: Database,
  at: { orgId: OrganizationId; operationId: string },
  columns: TaskColumns & Pick<typeof tasks.$inferInsert, 'name' | 'nameSort'>,
): Promise<string> {
  const [row] = await db
    .insert(tasks)
    .values({ ...columns, organizationId: at.orgId, operationId: at.operationId })
    .returning({ id: tasks.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** Writes the columns; false when the task is not the organization's. */
export async function updateTaskRow(
  db: Database,
  { orgId, taskId }: TaskScope,
  columns: TaskColumns,
): Promise<boolean> {
  const updated = await db
    .update(tasks)
    .set(columns)
    .where(byIdInOrg(tasks, taskId, orgId))
    .returning({ id: tasks.id });
  return updated.length > 0;
}

/** An operation's tasks as the list asks for them: newest first, a search on the name. */
export interface TaskListQuery {
  orgId: OrganizationId;
  operationId: string;
  /** an ILIKE pattern on the name, or null */
  namePattern: string | null;
}

const listFilter = (query: TaskListQuery) =>
  and(
    eq(tasks.operationId, query.operationId),
    query.namePattern ? ilike(tasks.name, query.namePattern) : undefined,
  );

export function tasksPage(
  db: Database,
  query: TaskListQuery,
  window: { limit: number; offset: number },
) {
  return selectTasks(db, query.orgId, listFilter(query))
    .orderBy(desc(tasks.createdAt), asc(tasks.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function tasksTotal(db: Database, query: TaskListQuery): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(tasks)
    .where(inOrg(tasks, query.orgId, listFilter(query)));
  return total?.value ?? 0;
}

/** The assessments made on a task, newest first. */
export function assessmentsOfTask(
  db: Database,
  { orgId, taskId }: TaskScope,
): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(inOrg(assessments, orgId, eq(assessments.taskId, taskId)))
    .orderBy(desc(assessments.createdAt));
}
