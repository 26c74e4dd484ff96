import {
  correctionPreviewOf,
  finalPostureOf,
  findMethod,
  postureMoves,
  type AssessmentResults,
  type AssessmentUpdate,
  type CorrectionPreview,
} from '@ergo/contracts';
import { loadStoredResults } from '@ergo/db';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { noResults } from './no-results';
import { findAssessment } from './find-assessment';
import { planUpdate, rescorePlanned } from './plan-update';
import type { AssessmentAddress } from './address';

/** What the page shows of a previewed score; `stored` is what it shows now. */
function presentPreview(stored: AssessmentResults, after: AssessmentResults): CorrectionPreview {
  const from = finalPostureOf(stored.score);
  const to = finalPostureOf(after.score);
  return correctionPreviewOf(
    after.score,
    after.score.range,
    after.body_parts,
    postureMoves(from, to) ? { from, to } : null,
  );
}

/**
 * POST /operation/{type}/{id}/preview/: the dry run of PATCH …/update/ with the same body. The
 * same merge and the same recompute from the stored keypoints, so the preview is the score that
 * saving stores, and says when saving moves the final posture; nothing is stored or recorded.
 * 409 while the assessment has no results, or for a type not scored from a video.
 */
export async function previewCorrection(
  ctx: AppContext,
  caller: Caller,
  at: AssessmentAddress,
  body: AssessmentUpdate,
): Promise<CorrectionPreview> {
  const { row } = await findAssessment(ctx.db, caller, at);
  if (!findMethod(row.type)) throw new AppError(409, 'assessments.video_not_accepted');
  const stored =
    row.status === 'completed'
      ? await loadStoredResults(ctx.db, { orgId: caller.orgId, assessmentId: row.id })
      : null;
  if (!stored) throw noResults(row.status);
  const recomputed = await rescorePlanned(await planUpdate(ctx, row, body), ctx);
  // Without keypoints (or without a change of the score) saving keeps the stored score.
  return presentPreview(stored, recomputed?.results ?? stored);
}
