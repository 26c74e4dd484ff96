import { refreshSurveyScore } from '@ergo/analysis';
import type { Database } from '@ergo/db';
import { lockAssessment } from '../../db/assessments';
import { insertSubmission, type SubmissionColumns } from '../../db/survey-submissions';
import { retryConflictOnce } from '../../lib/retry-conflict';
import { activationFailed, type OpenedLink } from '../survey-links/public-links';

/**
 * Stores one answer given through a public link and brings the survey's score up to date, in one
 * transaction. The assessment row is locked for update first, before the insert: the insert's
 * foreign key alone takes only a share lock on it, and two submissions that each held that share
 * lock and then asked for the update lock of the score waited for each other (a deadlock, one of
 * them lost). Locked first, submissions to one survey simply queue. A conflict the database still
 * reports is retried once, then answered 503 (`retryConflictOnce`).
 */
export async function storeSubmission(
  db: Database,
  opened: OpenedLink,
  values: SubmissionColumns,
): Promise<void> {
  const orgId = opened.link.organizationId;
  await retryConflictOnce(() =>
    db.transaction(async (tx) => {
      const assessment = await lockAssessment(tx, { orgId, assessmentId: opened.assessment.id });
      // deleted since the link was opened: the link opens nothing any more
      if (!assessment) throw activationFailed();
      await insertSubmission(
        tx,
        { orgId, assessmentId: assessment.id, linkId: opened.link.id },
        values,
      );
      await refreshSurveyScore(tx, assessment);
    }),
  );
}
