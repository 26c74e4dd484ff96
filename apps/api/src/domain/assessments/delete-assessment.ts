import type { AppContext } from '../../context';
import type { Caller } from '../caller';
import { deleteWithFiles } from '../stored-files/assessment-files';

/**
 * DELETE /operation/assessment/{id}/delete/: the assessment, its results and files (rows in one
 * statement through the foreign keys; the encrypted objects right after the commit).
 */
export async function deleteAssessment(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  caller: Pick<Caller, 'orgId'>,
  id: string,
): Promise<void> {
  await deleteWithFiles(ctx, { orgId: caller.orgId, owner: 'assessment', id });
}
