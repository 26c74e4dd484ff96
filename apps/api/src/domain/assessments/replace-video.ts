import { and, eq } from 'drizzle-orm';
import { isVideoMethod, type Assessment, type Language } from '@ergo/contracts';
import { assessments, files } from '@ergo/db';
import { queueAnalysis } from '@ergo/analysis';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { Caller } from '../caller';
import { takeCredit } from '../credits/credits';
import { acceptVideo, videoFileRow, type VideoUpload } from './accept-video';
import { removeObjects } from './assessment-files';
import { findAssessment, type AssessmentRow } from './find-assessment';
import { playbackCopiesOf } from './playable-video';

/**
 * The assessment a new video is for: the caller's, assessed from a video (404 otherwise). The
 * upload route asks this before it reads the video.
 */
export async function findVideoAssessment(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  id: string,
  type: string | undefined,
) {
  const found = await findAssessment(ctx.db, caller, id, type);
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
  found: { row: AssessmentRow; video: typeof files.$inferSelect | null },
  upload: VideoUpload,
  lang: Language,
): Promise<Assessment> {
  const { row, video: oldVideo } = found;
  const video = await acceptVideo(ctx, upload);
  const owned = (fileId: string) =>
    and(eq(files.id, fileId), eq(files.organizationId, caller.orgId));
  const replaced = await ctx.db
    .transaction(async (tx) => {
      if (!row.creditCharged) await takeCredit(tx, caller.orgId);
      await tx.insert(files).values(videoFileRow(caller.orgId, row.id, video));
      if (oldVideo) await tx.delete(files).where(owned(oldVideo.id));
      // the old video's playback copy goes with it
      const copies = await tx
        .delete(files)
        .where(playbackCopiesOf(caller.orgId, row.id))
        .returning({ id: files.id });
      await tx
        .update(assessments)
        .set({
          videoFileId: video.fileId,
          creditCharged: true,
          status: 'pending',
          progress: 0,
          statusMessage: 'assessments.analysis_queued',
          statusParams: {},
          updatedAt: new Date(),
        })
        .where(and(eq(assessments.id, row.id), eq(assessments.organizationId, caller.orgId)));
      return [...(oldVideo ? [oldVideo.id] : []), ...copies.map((copy) => copy.id)];
    })
    .catch(async (error: unknown) => {
      await ctx.files.remove(video.fileId);
      throw error;
    });
  await removeObjects(ctx, replaced);
  const updated = await findAssessment(ctx.db, caller, row.id, undefined, lang);
  await queueAnalysis(ctx, updated.row);
  return updated.presented;
}
