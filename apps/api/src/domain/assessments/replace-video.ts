import { isVideoMethod, type Assessment, type Language } from '@ergo/contracts';
import { queueAnalysis } from '@ergo/analysis';
import type { AppContext } from '../../context';
import {
  chargeCreditAgain,
  deleteOldVideos,
  insertAssessmentFile,
  queueNewVideo,
  type FileRow,
} from '../../db/assessments';
import { notFound } from '../../lib/errors';
import type { Caller } from '../caller';
import { takeCredit } from '../credits/credits';
import { acceptVideo, videoFileRow, type VideoUpload } from './accept-video';
import { removeObjects } from '../stored-files/assessment-files';
import { findAssessment, type AssessmentRow } from './find-assessment';
import type { AssessmentAddress } from './address';

/**
 * The assessment a new video is for: the caller's, assessed from a video (404 otherwise). The
 * upload route asks this before it reads the video.
 */
export async function findVideoAssessment(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  at: AssessmentAddress,
) {
  const found = await findAssessment(ctx.db, caller, at);
  if (!isVideoMethod(found.row.type)) throw notFound();
  return found;
}

/**
 * POST /operation/assessment/{id}/ and /operation/{type}/{id}/upload/: a new video for an existing
 * assessment, analysed again. The assessment keeps its credit; one that was refunded (a failed
 * analysis) takes a credit again.
 */
export async function replaceVideo(
  ctx: AppContext,
  caller: Caller,
  found: { row: AssessmentRow; video: FileRow | null },
  upload: VideoUpload,
  lang: Language,
): Promise<Assessment> {
  const { row } = found;
  const video = await acceptVideo(ctx, upload);
  const replaced = await ctx.db
    .transaction(async (tx) => {
      const scope = { orgId: caller.orgId, assessmentId: row.id };
      // Decided here, not from `row` read before the upload: of two concurrent replacements of a
      // refunded assessment only the first flips the flag, so exactly one credit is taken.
      if (await chargeCreditAgain(tx, scope)) await takeCredit(tx, caller.orgId);
      await insertAssessmentFile(tx, scope, videoFileRow(scope, video));
      await queueNewVideo(tx, scope, video.fileId);
      // After the update above holds the assessment's row lock, so a concurrent replacement has
      // committed by now: every other video goes (not just the one read before the upload), and
      // the old videos' playback copies with them.
      return deleteOldVideos(tx, scope, video.fileId);
    })
    .catch(async (error: unknown) => {
      await ctx.files.remove(video.fileId);
      throw error;
    });
  await removeObjects(ctx, replaced);
  const updated = await findAssessment(ctx.db, caller, { id: row.id }, lang);
  await queueAnalysis(ctx, updated.row);
  return updated.presented;
}
