import { eq } from 'drizzle-orm';
import { assessments, byIdInOrg } from '@ergo/db';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Caller } from '../caller';
import { assessmentFileIds, removeObjects } from './assessment-files';

/**
 * DELETE /operation/assessment/{id}/delete/: the assessment, its results and files (rows in one
 * statement through the foreign keys; the encrypted objects right after the commit).
 */
export async function deleteAssessment(
  ctx: Pick<AppContext, 'db' | 'files' | 'log'>,
  caller: Pick<Caller, 'orgId'>,
  id: string,
): Promise<void> {
  const objects = await assessmentFileIds(ctx.db, caller.orgId, eq(assessments.id, id));
  const deleted = await ctx.db
    .delete(assessments)
    .where(byIdInOrg(assessments, id, caller.orgId))
    .returning({ id: assessments.id });
  if (deleted.length === 0) throw notFound();
  await removeObjects(ctx, objects);
}
