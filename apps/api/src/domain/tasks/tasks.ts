import type { Task, TaskBody, TaskDetail, TaskUpdate } from '@ergo/contracts';
import type { AppContext } from '../../context';
import type { Database } from '@ergo/db';
import {
  assessmentsOfTask,
  insertTask,
  tasksPage,
  tasksTotal,
  taskWithStats,
  updateTaskRow,
  type TaskColumns,
} from '../../db/tasks';
import { deleteWithFiles } from '../stored-files/assessment-files';
import { notFound } from '../../lib/errors';
import { containsPattern, nameSortKey } from '../../lib/names';
import { listed, rowWindow, type Paging } from '../../lib/paging';
import { requireOperation } from '../operations/require-operation';
import { getOperation } from '../operations/operations';
import { presentTask } from '../operations/presenters';
import type { Caller } from '../caller';

export async function getTask(db: Database, auth: Caller, id: string): Promise<Task> {
  const row = await taskWithStats(db, { orgId: auth.orgId, taskId: id });
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
  const id = await insertTask(
    db,
    { orgId: auth.orgId, operationId },
    {
      name: input.name,
      nameSort: nameSortKey(input.name),
      description: input.description ?? '',
      assessmentTypes: [...new Set(input.assessment_types)],
    },
  );
  return getTask(db, auth, id);
}

export async function updateTask(
  db: Database,
  auth: Caller,
  id: string,
  input: TaskUpdate,
): Promise<Task> {
  const values: TaskColumns = { updatedAt: new Date() };
  if (input.name !== undefined) {
    values.name = input.name;
    values.nameSort = nameSortKey(input.name);
  }
  if (input.description !== undefined) values.description = input.description;
  if (input.assessment_types !== undefined)
    values.assessmentTypes = [...new Set(input.assessment_types)];
  if (!(await updateTaskRow(db, { orgId: auth.orgId, taskId: id }, values))) throw notFound();
  return getTask(db, auth, id);
}

/** Deletes the task and its assessments together (foreign keys cascade in the same statement). */
export async function deleteTask(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  auth: Pick<Caller, 'orgId'>,
  id: string,
): Promise<void> {
  await deleteWithFiles(ctx, { orgId: auth.orgId, owner: 'task', id });
}

export async function listTasks(
  db: Database,
  auth: Caller,
  operationId: string,
  options: { search?: string | undefined; paging: Paging | null },
) {
  await requireOperation(db, auth, operationId);
  const query = {
    orgId: auth.orgId,
    operationId,
    namePattern: options.search ? containsPattern(options.search) : null,
  };
  const rows = await tasksPage(db, query, rowWindow(options.paging));
  return listed(
    rows,
    options.paging,
    (row) => presentTask(row.task, row.operationName, row),
    () => tasksTotal(db, query),
  );
}

/** The task, its operation, and the assessments made on it, newest first. */
export async function getTaskDetail(db: Database, auth: Caller, id: string): Promise<TaskDetail> {
  const task = await getTask(db, auth, id);
  const operation = await getOperation(db, auth, task.operation);
  const rows = await assessmentsOfTask(db, { orgId: auth.orgId, taskId: id });
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
