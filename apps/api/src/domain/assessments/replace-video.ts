import { and, eq, ne, or } from 'drizzle-orm';
import { isVideoMethod, type Assessment, type Language } from '@ergo/contracts';
import { assessments, files, inOrg, type Database } from '@ergo/db';
import { queueAnalysis } from '@ergo/analysis';
import type { AppContext } from '../../context';
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
 * Whether this replacement pays a credit: it flips `credit_charged` from false to true, and only
 * one transaction can (the conditional UPDATE waits for a concurrent one and then finds it true).
 */
async function chargeAgain(tx: Database, orgId: string, assessmentId: string): Promise<boolean> {
  const flipped = await tx
    .update(assessments)
    .set({ creditCharged: true })
    .where(
      inOrg(
        assessments,
        orgId,
        eq(assessments.id, assessmentId),
        eq(assessments.creditCharged, false),
      ),
    )
    .returning({ id: assessments.id });
  return flipped.length > 0;
}

/** An assessment's videos other than `keep`, and every playback copy (made of an old video). */
const oldVideosOf = (orgId: string, assessmentId: string, keep: string) =>
  inOrg(
    files,
    orgId,
    eq(files.assessmentId, assessmentId),
    or(and(eq(files.kind, 'video'), ne(files.id, keep)), eq(files.kind, 'playback')),
  );

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
  const { row } = found;
  const video = await acceptVideo(ctx, upload);
  const replaced = await ctx.db
    .transaction(async (tx) => {
      // Decided here, not from `row` read before the upload: of two concurrent replacements of a
      // refunded assessment only the first flips the flag, so exactly one credit is taken.
      if (await chargeAgain(tx, caller.orgId, row.id)) await takeCredit(tx, caller.orgId);
      await tx
        .insert(files)
        .values(videoFileRow({ orgId: caller.orgId, assessmentId: row.id }, video));
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
        .where(inOrg(assessments, caller.orgId, eq(assessments.id, row.id)));
      // After the update above holds the assessment's row lock, so a concurrent replacement has
      // committed by now: every other video goes (not just the one read before the upload), and
      // the old videos' playback copies with them.
      const old = await tx
        .delete(files)
        .where(oldVideosOf(caller.orgId, row.id, video.fileId))
        .returning({ id: files.id });
      return old.map((file) => file.id);
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
