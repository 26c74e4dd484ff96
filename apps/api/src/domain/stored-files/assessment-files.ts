import { notFound } from '../../lib/errors';
import type { AppContext } from '../../context';
import { deleteOwnerRow, type OwnerScope } from '../../db/owned-files';

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

/**
 * Deletes one row of the organization (an operation, a task or an assessment, with the
 * assessments that go with it), then the encrypted objects of those assessments. A row that is
 * not the organization's is "not found".
 */
export async function deleteWithFiles(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  row: OwnerScope,
): Promise<void> {
  const objects = await deleteOwnerRow(ctx.db, row);
  if (objects === null) throw notFound();
  await removeObjects(ctx, objects);
}
