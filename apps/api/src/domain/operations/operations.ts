import type { Operation, OperationBody, OperationUpdate } from '@ergo/contracts';
import type { Database } from '@ergo/db';
import type { AppContext } from '../../context';
import {
  insertOperation,
  operationsPage,
  operationsTotal,
  operationWithStats,
  updateOperationRow,
  type OperationColumns,
  type OperationOrdering,
} from '../../db/operations';
import { deleteWithFiles } from '../stored-files/assessment-files';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { containsPattern, nameKey, nameSortKey, searchPattern } from '../../lib/names';
import { listed, rowWindow, type Paging } from '../../lib/paging';
import { presentOperation } from './presenters';
import type { Caller } from '../caller';

const nameTaken = () => fieldError('name', 'operations.name_taken');

function columnsFrom(input: OperationUpdate) {
  const values: OperationColumns = { updatedAt: new Date() };
  if (input.name !== undefined) {
    values.name = input.name;
    values.nameKey = nameKey(input.name);
    values.nameSort = nameSortKey(input.name);
  }
  if (input.description !== undefined) values.description = input.description;
  if (input.operation_type !== undefined) values.operationType = input.operation_type;
  if (input.duration !== undefined) values.duration = String(input.duration);
  if (input.grip_type !== undefined) values.gripType = String(input.grip_type);
  if (input.load !== undefined) values.load = String(input.load);
  if (input.repetition_rate !== undefined) values.repetitionRate = String(input.repetition_rate);
  return values;
}

export async function getOperation(db: Database, auth: Caller, id: string): Promise<Operation> {
  const row = await operationWithStats(db, { orgId: auth.orgId, operationId: id });
  if (!row) throw notFound();
  return presentOperation(row.operation, row);
}

/** The unique index decides a duplicate name, so two concurrent creates cannot both win. */
export async function createOperation(
  db: Database,
  auth: Caller,
  input: OperationBody,
): Promise<Operation> {
  try {
    const id = await insertOperation(db, auth.orgId, {
      ...columnsFrom(input),
      name: input.name,
      nameKey: nameKey(input.name),
      nameSort: nameSortKey(input.name),
    });
    return getOperation(db, auth, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateOperation(
  db: Database,
  auth: Caller,
  id: string,
  input: OperationUpdate,
): Promise<Operation> {
  try {
    const found = await updateOperationRow(
      db,
      { orgId: auth.orgId, operationId: id },
      columnsFrom(input),
    );
    if (!found) throw notFound();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  return getOperation(db, auth, id);
}

/**
 * Deletes the operation with its tasks and assessments in one statement (foreign keys cascade
 * inside the same transaction): nothing is ever half-deleted. Encrypted files go after the commit.
 */
export async function deleteOperation(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  auth: Pick<Caller, 'orgId'>,
  id: string,
): Promise<void> {
  await deleteWithFiles(ctx, { orgId: auth.orgId, owner: 'operation', id });
}

export interface OperationListOptions {
  search?: string | undefined;
  ordering?: OperationOrdering | undefined;
  paging: Paging | null;
}

export async function listOperations(db: Database, auth: Caller, options: OperationListOptions) {
  const query = {
    orgId: auth.orgId,
    ordering: options.ordering ?? 'all',
    search: options.search
      ? { name: searchPattern(options.search), text: containsPattern(options.search) }
      : null,
  };
  const rows = await operationsPage(db, query, rowWindow(options.paging));
  return listed(
    rows,
    options.paging,
    (row) => presentOperation(row.operation, row),
    () => operationsTotal(db, query),
  );
}
