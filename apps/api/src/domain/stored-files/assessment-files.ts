import { eq, type SQL } from 'drizzle-orm';
import { assessments, byIdInOrg, files, operations, tasks, type Database, inOrg } from '@ergo/db';
import { notFound } from '../../lib/errors';
import type { AppContext } from '../../context';

/**
 * Encrypted objects of an organization's assessments matched by `where` (to remove once their
 * rows are gone: the rows go in one statement through the foreign keys, the objects after it).
 */
export async function assessmentFileIds(
  db: Database,
  orgId: string,
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
 * Removes encrypted objects after the rows that referenced them were deleted. A failure leaves an
 * unreadable orphan on disk (its rows and key are gone), never lost data: logged, not thrown.
 */
export async function removeObjects(
  ctx: Pick<AppContext, 'files' | 'log'>,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids)
    await ctx.files
      .remove(id)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, file: id }, 'an encrypted file of deleted rows stays on disk'),
      );
}

/** A row whose deletion takes assessments with it through the foreign keys. */
type AssessmentOwner = typeof operations | typeof tasks | typeof assessments;

/**
 * Deletes one row of the organization (an operation, a task or an assessment: `owned` picks the
 * assessments that go with it), then the encrypted objects of those assessments. A row that is
 * not the organization's is "not found".
 */
export async function deleteWithFiles(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  orgId: string,
  row: { table: AssessmentOwner; id: string; owned: SQL },
): Promise<void> {
  const objects = await assessmentFileIds(ctx.db, orgId, row.owned);
  const deleted = await ctx.db
    .delete(row.table)
    .where(byIdInOrg(row.table, row.id, orgId))
    .returning({ id: row.table.id });
  if (deleted.length === 0) throw notFound();
  await removeObjects(ctx, objects);
}
