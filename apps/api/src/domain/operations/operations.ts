import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Operation, OperationBody, OperationUpdate } from '@ergo/contracts';
import { assessments, byIdInOrg, type Database, operations } from '@ergo/db';
import type { AppContext } from '../../context';
import { deleteWithFiles } from '../stored-files/assessment-files';
import { isUniqueViolation } from '../../lib/db-errors';
import { fieldError, notFound } from '../../lib/errors';
import { containsPattern, nameKey, nameSortKey, searchPattern } from '../../lib/names';
import { listed, rowWindow, type Paging } from '../../lib/paging';
import { PreparedStatements } from '../../lib/prepared-statements';
import { operationCount, selectOperations } from './operation-queries';
import { presentOperation } from './presenters';
import type { Caller } from '../caller';

const nameTaken = () => fieldError('name', 'operations.name_taken');

function columnsFrom(input: OperationUpdate) {
  const values: Partial<typeof operations.$inferInsert> = { updatedAt: new Date() };
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
  const [row] = await selectOperations(db, auth.orgId, eq(operations.id, id));
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
    const [row] = await db
      .insert(operations)
      .values({
        ...columnsFrom(input),
        name: input.name,
        nameKey: nameKey(input.name),
        nameSort: nameSortKey(input.name),
        organizationId: auth.orgId,
      })
      .returning({ id: operations.id });
    if (!row) throw new Error('insert returned nothing');
    return getOperation(db, auth, row.id);
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
    const updated = await db
      .update(operations)
      .set(columnsFrom(input))
      .where(byIdInOrg(operations, id, auth.orgId))
      .returning({ id: operations.id });
    if (updated.length === 0) throw notFound();
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
  const owned = eq(assessments.operationId, id);
  await deleteWithFiles(ctx, auth.orgId, { table: operations, id, owned });
}

export interface OperationListOptions {
  search?: string | undefined;
  ordering?: 'all' | 'recent' | 'alphabetical' | undefined;
  paging: Paging | null;
}

const ORDER = {
  // "All" keeps the order in which the operations were made; "recent" shows the newest first.
  all: [asc(operations.createdAt), asc(operations.id)],
  recent: [desc(operations.createdAt), desc(operations.id)],
  alphabetical: [asc(operations.nameSort), asc(operations.id)],
} as const;

/** The values of the list's prepared statements, by name. */
const value = {
  org: sql.placeholder('org'),
  name: sql.placeholder('name'),
  text: sql.placeholder('text'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

const searchFilter = (search: boolean) =>
  search
    ? or(ilike(operations.nameKey, value.name), ilike(operations.description, value.text))
    : undefined;

const pages = new PreparedStatements('operations_page');
const counts = new PreparedStatements('operations_count');

export async function listOperations(db: Database, auth: Caller, options: OperationListOptions) {
  const ordering = options.ordering ?? 'all';
  const search = Boolean(options.search);
  const values = {
    org: auth.orgId,
    ...(options.search
      ? { name: searchPattern(options.search), text: containsPattern(options.search) }
      : {}),
  };
  const page = pages.get(db, `${ordering} search=${search}`, (name) =>
    selectOperations(db, value.org, searchFilter(search))
      .orderBy(...ORDER[ordering])
      .limit(value.limit)
      .offset(value.offset)
      .prepare(name),
  );
  const rows = await page.execute({ ...values, ...rowWindow(options.paging) });
  return listed(
    rows,
    options.paging,
    (row) => presentOperation(row.operation, row),
    async () => {
      const count = counts.get(db, `search=${search}`, (name) =>
        operationCount(db, value.org, searchFilter(search)).prepare(name),
      );
      const [total] = await count.execute(values);
      return total?.value ?? 0;
    },
  );
}
