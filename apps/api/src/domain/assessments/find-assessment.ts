import { and, eq } from 'drizzle-orm';
import type { Language } from '@ergo/contracts';
import { assessments, files, inOrg, operations, tasks, type Database } from '@ergo/db';
import { notFound } from '../../lib/errors';
import type { Caller } from '../caller';
import { presentAssessment } from './presenters';
import type { AssessmentAddress } from './address';

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * An assessment of the caller's organization with its task's and operation's names and its video
 * (of the type when one is given); 404 otherwise. The joined rows are scoped too.
 */
export async function findAssessment(
  db: Database,
  caller: Pick<Caller, 'orgId'>,
  at: AssessmentAddress,
  lang: Language = 'en',
) {
  const { id, type } = at;
  const [row] = await db
    .select({ assessment: assessments, taskName: tasks.name, operationName: operations.name })
    .from(assessments)
    .innerJoin(tasks, inOrg(tasks, caller.orgId, eq(tasks.id, assessments.taskId)))
    .innerJoin(
      operations,
      inOrg(operations, caller.orgId, eq(operations.id, assessments.operationId)),
    )
    .where(
      inOrg(
        assessments,
        caller.orgId,
        and(eq(assessments.id, id), type ? eq(assessments.type, type) : undefined),
      ),
    );
  if (!row) throw notFound();
  const videoId = row.assessment.videoFileId;
  const [video] = videoId
    ? await db
        .select()
        .from(files)
        .where(inOrg(files, caller.orgId, eq(files.id, videoId)))
    : [];
  return {
    row: row.assessment,
    video: video ?? null,
    presented: presentAssessment(row.assessment, row, video ?? null, lang),
  };
}
