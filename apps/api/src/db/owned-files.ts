import { eq, type SQL } from 'drizzle-orm';
import {
  assessmentId,
  assessments,
  byIdInOrg,
  type Database,
  files,
  inOrg,
  operations,
  type OrganizationId,
  tasks,
} from '@ergo/db';

/*
 * Rows whose deletion takes assessments with them (issue 32's query layer): an operation, a task
 * or an assessment. The rows go in one statement through the foreign keys; the encrypted objects
 * of those assessments are listed first so the domain can remove them after the commit.
 */

export type AssessmentOwner = 'operation' | 'task' | 'assessment';

const OWNERS = {
  operation: { table: operations, assessments: (id: string) => eq(assessments.operationId, id) },
  task: { table: tasks, assessments: (id: string) => eq(assessments.taskId, id) },
  assessment: {
    table: assessments,
    assessments: (id: string) => eq(assessments.id, assessmentId(id)),
  },
} as const;

/** One owner row within its organization. */
export interface OwnerScope {
  orgId: OrganizationId;
  owner: AssessmentOwner;
  id: string;
}

/** Encrypted objects of an organization's assessments matched by `where`. */
async function assessmentFileIds(
  db: Database,
  orgId: OrganizationId,
  where: SQL,
): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .innerJoin(assessments, inOrg(assessments, orgId, eq(assessments.id, files.assessmentId)))
    .where(inOrg(files, orgId, where));
  return rows.map((row) => row.id);
}

/**
 * Deletes the owner row with its assessments; the ids of their encrypted objects, to remove now,
 * or null when the row is not the organization's (nothing deleted).
 */
export async function deleteOwnerRow(
  db: Database,
  { orgId, owner, id }: OwnerScope,
): Promise<string[] | null> {
  const { table, assessments: owned } = OWNERS[owner];
  const objects = await assessmentFileIds(db, orgId, owned(id));
  const deleted = await db
    .delete(table)
    .where(byIdInOrg(table, id, orgId))
    .returning({ id: table.id });
  return deleted.length === 0 ? null : objects;
}
