import { methodTraits, type Assessment, type Language } from '@ergo/contracts';
import { loadStoredResults } from '@ergo/db';
import { queueAnalysis, type WorkerPick } from '@ergo/analysis';
import { PersonNotFoundError, pickedWorker, tracksOfSummary } from '@ergo/pose/people';
import type { AppContext } from '../../context';
import { queueCompletedAgain } from '../../db/assessments';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { findAssessment } from './find-assessment';
import type { AssessmentAddress } from './address';

/**
 * POST /operation/{type}/{id}/worker/: analyse the video again on the person the user clicked (a
 * point on them at a time of the video, in video pixels). No credit is taken: it is the same
 * video. The point is checked against the people the analysis found before anything is queued;
 * the earlier results stay until the new ones replace them (or stay for good if the re-run fails).
 */
export async function chooseWorker(
  ctx: AppContext,
  caller: Caller,
  at: AssessmentAddress,
  pick: WorkerPick,
  lang: Language,
): Promise<Assessment> {
  const { row, video } = await findAssessment(ctx.db, caller, at);
  // a method that reads its video for a form's items only (QEC) has no analysed person to change
  if (!methodTraits(row.type)?.workerPick) throw new AppError(400, 'assessments.worker_no_video');
  if (row.status === 'pending' || row.status === 'processing')
    throw new AppError(409, 'assessments.worker_busy');
  if (!video || row.status !== 'completed') throw new AppError(400, 'assessments.worker_no_video');
  const results = await loadStoredResults(ctx.db, { orgId: caller.orgId, assessmentId: row.id });
  if (!results) throw new AppError(400, 'assessments.worker_no_video');
  const people = results.video.people;
  // results from before people were told apart have no tracks: the analysis itself checks the point
  if (people) {
    try {
      pickedWorker(tracksOfSummary(people.tracks), pick, 1 / people.sampled_fps);
    } catch (error) {
      if (error instanceof PersonNotFoundError)
        throw new AppError(400, 'assessments.worker_not_found', 'x');
      throw error;
    }
  }
  // only from 'completed': two clicks at once queue one re-run, the other is told to wait
  const updated = await queueCompletedAgain(ctx.db, { orgId: caller.orgId, assessmentId: row.id });
  if (!updated) throw new AppError(409, 'assessments.worker_busy');
  // Read as accepted, before it is queued: a free slot may claim it at once (the answer said
  // 'processing' then, and a client expecting the accepted state saw a race).
  const accepted = await findAssessment(ctx.db, caller, { id: row.id }, lang);
  await queueAnalysis(ctx, updated, pick);
  return accepted.presented;
}
