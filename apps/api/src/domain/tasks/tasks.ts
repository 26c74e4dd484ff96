import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Task, TaskBody, TaskDetail, TaskUpdate } from '@ergo/contracts';
import type { AppContext } from '../../context';
import { assessments, byIdInOrg, type Database, inOrg, operations, tasks } from '@ergo/db';
import { deleteWithFiles } from '../stored-files/assessment-files';
import { notFound } from '../../lib/errors';
import { containsPattern, nameSortKey } from '../../lib/names';
import { listed, rowWindow, type Paging } from '../../lib/paging';
import { requireOperation, toIsoOrNull } from '../operations/operation-queries';
import { getOperation } from '../operations/operations';
import { presentTask } from '../operations/presenters';
import type { Caller } from '../caller';

/**
 * Tasks with their assessment counts as correlated subqueries, evaluated for the rows returned
 * only (the index assessments_task_idx), not for every task of the organization.
 */
function selectTasks(db: Database, orgId: string, where?: SQL) {
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

export async function getTask(db: Database, auth: Caller, id: string): Promise<Task> {
  const [row] = await selectTasks(db, auth.orgId, eq(tasks.id, id));
  if (!row) throw notFound();
  return presentTask(row.task, row.operationName, row);
}

export async function createTask(
  db: Database,
  auth: Caller,
  operationId: string,
  input: TaskBody,
): Promise<Task> {
  await requireOperation(db, auth, operationId);
  const [row] = await db
    .insert(tasks)
    .values({
      organizationId: auth.orgId,
      operationId,
      name: input.name,
      nameSort: nameSortKey(input.name),
      description: input.description ?? '',
      assessmentTypes: [...new Set(input.assessment_types)],
    })
    .returning({ id: tasks.id });
  if (!row) throw new Error('insert returned nothing');
  return getTask(db, auth, row.id);
}

export async function updateTask(
  db: Database,
  auth: Caller,
  id: string,
  input: TaskUpdate,
): Promise<Task> {
  const values: Partial<typeof tasks.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) {
    values.name = input.name;
    values.nameSort = nameSortKey(input.name);
  }
  if (input.description !== undefined) values.description = input.description;
  if (input.assessment_types !== undefined)
    values.assessmentTypes = [...new Set(input.assessment_types)];
  const updated = await db
    .update(tasks)
    .set(values)
    .where(byIdInOrg(tasks, id, auth.orgId))
    .returning({ id: tasks.id });
  if (updated.length === 0) throw notFound();
  return getTask(db, auth, id);
}

/** Deletes the task and its assessments together (foreign keys cascade in the same statement). */
export async function deleteTask(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  auth: Pick<Caller, 'orgId'>,
  id: string,
): Promise<void> {
  await deleteWithFiles(ctx, auth.orgId, { table: tasks, id, owned: eq(assessments.taskId, id) });
}

export async function listTasks(
  db: Database,
  auth: Caller,
  operationId: string,
  options: { search?: string | undefined; paging: Paging | null },
) {
  await requireOperation(db, auth, operationId);
  const filter = and(
    eq(tasks.operationId, operationId),
    options.search ? ilike(tasks.name, containsPattern(options.search)) : undefined,
  );
  const window = rowWindow(options.paging);
  const rows = await selectTasks(db, auth.orgId, filter)
    .orderBy(desc(tasks.createdAt), asc(tasks.id))
    .limit(window.limit)
    .offset(window.offset);
  return listed(
    rows,
    options.paging,
    (row) => presentTask(row.task, row.operationName, row),
    async () => {
      const [total] = await db
        .select({ value: count() })
        .from(tasks)
        .where(inOrg(tasks, auth.orgId, filter));
      return total?.value ?? 0;
    },
  );
}

/** The task, its operation, and the assessments made on it, newest first. */
export async function getTaskDetail(db: Database, auth: Caller, id: string): Promise<TaskDetail> {
  const task = await getTask(db, auth, id);
  const operation = await getOperation(db, auth, task.operation);
  const rows = await db
    .select()
    .from(assessments)
    .where(inOrg(assessments, auth.orgId, eq(assessments.taskId, id)))
    .orderBy(desc(assessments.createdAt));
  return {
    ...task,
    operation_detail: operation,
    assessments: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      status: row.status,
      score: row.score,
      risk_level: row.riskLevel,
      coverage_sufficient: row.coverageSufficient,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
