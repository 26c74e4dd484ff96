import type { Language } from '@ergo/contracts';
import { assessmentId, type Database } from '@ergo/db';
import { assessmentWithNames, fileInOrg } from '../../db/assessments';
import { notFound } from '../../lib/errors';
import type { Caller } from '../caller';
import { presentAssessment } from './presenters';
import type { AssessmentAddress } from './address';

export type { AssessmentRow } from '../../db/assessments';

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
  // the request's id, looked up in the caller's organization; the row's own id is used after
  const scope = { orgId: caller.orgId, assessmentId: assessmentId(id) };
  const row = await assessmentWithNames(db, scope, type);
  if (!row) throw notFound();
  const videoId = row.assessment.videoFileId;
  const video = videoId ? await fileInOrg(db, { orgId: caller.orgId, fileId: videoId }) : null;
  return {
    row: row.assessment,
    video: video ?? null,
    presented: presentAssessment(row.assessment, row, video ?? null, lang),
  };
}
