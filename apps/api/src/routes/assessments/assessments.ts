import { and, eq } from 'drizzle-orm';
import {
  assessmentCommonSchema,
  findMethod,
  isVideoMethod,
  type Assessment,
  type Language,
} from '@ergo/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { assessments, files, operations, tasks } from '../../db/schema';
import { byIdInOrg, inOrg } from '../../db/tenancy';
import type { StagedFile } from '../../files/file-store';
import { AppError, notFound } from '../../lib/errors';
import { parseOrThrow, ValidationFailed } from '../../lib/validation';
import { validateVideo, type AcceptedVideo } from '../../videos/validate-upload';
import { spendCredit } from './credits';
import { presentAssessment } from './presenters';

type Caller = { userId: string; orgId: string };

/** An assessment of the caller's organization, with its names and video; 404 otherwise. */
export async function findAssessment(
  db: Database,
  auth: Caller,
  id: string,
  type?: string,
  lang: Language = 'en',
) {
  const [row] = await db
    .select({ assessment: assessments, taskName: tasks.name, operationName: operations.name })
    .from(assessments)
    .innerJoin(tasks, eq(tasks.id, assessments.taskId))
    .innerJoin(operations, eq(operations.id, assessments.operationId))
    .where(
      inOrg(
        assessments,
        auth.orgId,
        and(eq(assessments.id, id), type ? eq(assessments.type, type) : undefined),
      ),
    );
  if (!row) throw notFound();
  const video = row.assessment.videoFileId
    ? ((
        await db
          .select()
          .from(files)
          .where(
            and(eq(files.id, row.assessment.videoFileId), eq(files.organizationId, auth.orgId)),
          )
      )[0] ?? null)
    : null;
  return {
    row: row.assessment,
    video,
    presented: presentAssessment(row.assessment, row, video, lang),
  };
}

/** What a signed video link grants: this assessment's current video file, nothing else. */
export const videoResource = (assessmentId: string, fileId: string) =>
  `video:${assessmentId}:${fileId}`;

/**
 * The current video of an assessment, for a signed link (no signed-in caller): the link's HMAC
 * over assessment and file id is the authorization, checked by the route.
 */
export async function findVideoByLink(db: Database, assessmentId: string, type: string) {
  const [row] = await db
    .select({ file: files, orgId: assessments.organizationId })
    .from(assessments)
    .innerJoin(
      files,
      and(
        eq(files.id, assessments.videoFileId),
        eq(files.organizationId, assessments.organizationId),
      ),
    )
    .where(and(eq(assessments.id, assessmentId), eq(assessments.type, type)));
  return row ?? null;
}

export interface VideoUpload {
  staged: StagedFile | null;
  originalName: string;
}

/** Stores a staged upload for good once it proved to be a real video; removes it otherwise. */
async function acceptVideo(
  ctx: AppContext,
  upload: VideoUpload,
): Promise<{ fileId: string; accepted: AcceptedVideo; size: number }> {
  if (!upload.staged) throw new AppError(400, 'assessments.video_required', 'video');
  const fileId = await ctx.files.commit(upload.staged);
  try {
    const accepted = await validateVideo(
      ctx.files,
      fileId,
      upload.staged,
      ctx.config.MAX_VIDEO_SECONDS,
    );
    return { fileId, accepted, size: upload.staged.size };
  } catch (error) {
    await ctx.files.remove(fileId);
    throw error;
  }
}

function videoFileRow(
  orgId: string,
  assessmentId: string,
  video: { fileId: string; accepted: AcceptedVideo; size: number },
  originalName: string,
) {
  const { info, container } = video.accepted;
  return {
    id: video.fileId,
    organizationId: orgId,
    assessmentId,
    kind: 'video' as const,
    size: video.size,
    contentType: {
      mp4: 'video/mp4',
      mov: 'video/quicktime',
      avi: 'video/x-msvideo',
      mkv: 'video/x-matroska',
    }[container],
    originalName: originalName.slice(0, 255),
    meta: {
      container,
      codec: info.codec,
      width: info.width,
      height: info.height,
      rotation: info.rotation,
      duration_seconds: info.durationSeconds,
      fps: info.fps,
    },
  };
}

/**
 * POST /operation/{id}/assessment/create/: validates the form, accepts the video, then — in one
 * transaction — takes a credit, creates the assessment and records the file. The analysis job is
 * queued after the commit.
 */
export async function createVideoAssessment(
  ctx: AppContext,
  auth: Caller,
  operationId: string,
  fields: Record<string, unknown>,
  upload: VideoUpload,
  lang: Language = 'en',
): Promise<Assessment> {
  try {
    const [operation] = await ctx.db
      .select({ id: operations.id })
      .from(operations)
      .where(byIdInOrg(operations, operationId, auth.orgId));
    if (!operation) throw notFound();
    const common = parseOrThrow(assessmentCommonSchema, fields);
    const method = findMethod(common.type);
    if (!method)
      throw new ValidationFailed([{ field: 'type', messageKey: 'assessments.type_required' }]);
    const inputs = parseOrThrow(method.inputs, fields);
    const [task] = await ctx.db
      .select({ id: tasks.id, types: tasks.assessmentTypes })
      .from(tasks)
      .where(
        inOrg(
          tasks,
          auth.orgId,
          and(eq(tasks.id, common.task), eq(tasks.operationId, operationId)),
        ),
      );
    if (!task)
      throw new ValidationFailed([{ field: 'task', messageKey: 'assessments.task_required' }]);
    if (!task.types.includes(common.type))
      throw new ValidationFailed([{ field: 'type', messageKey: 'assessments.type_not_allowed' }]);
    const video = await acceptVideo(ctx, upload);
    const id = await ctx.db
      .transaction(async (tx) => {
        await spendCredit(tx, auth.orgId);
        const [row] = await tx
          .insert(assessments)
          .values({
            organizationId: auth.orgId,
            operationId,
            taskId: task.id,
            type: common.type,
            name: common.name,
            employeeName: common.employee_name ?? '',
            employeeNumber: common.employee_number ?? '',
            inputs,
            status: 'pending',
            statusMessage: 'assessments.analysis_queued',
            creditCharged: true,
            createdBy: auth.userId,
          })
          .returning({ id: assessments.id });
        if (!row) throw new Error('insert returned nothing');
        await tx.insert(files).values(videoFileRow(auth.orgId, row.id, video, upload.originalName));
        await tx
          .update(assessments)
          .set({ videoFileId: video.fileId })
          .where(eq(assessments.id, row.id));
        return row.id;
      })
      .catch(async (error: unknown) => {
        await ctx.files.remove(video.fileId);
        throw error;
      });
    const created = await findAssessment(ctx.db, auth, id, undefined, lang);
    await ctx.analysis.queueAnalysis(created.row);
    return created.presented;
  } finally {
    // A staged upload that was not accepted is gone; an accepted one was renamed away already.
    if (upload.staged) await ctx.files.discard(upload.staged);
  }
}

/**
 * POST /operation/assessment/{id}/ and /operation/{type}/{id}/upload/: a new video for an existing
 * assessment, analysed again. The assessment keeps its credit; one that was refunded (a failed
 * analysis) takes a credit again.
 */
export async function replaceVideo(
  ctx: AppContext,
  auth: Caller,
  id: string,
  type: string | undefined,
  upload: VideoUpload,
  lang: Language = 'en',
): Promise<Assessment> {
  try {
    const { row, video: oldVideo } = await findAssessment(ctx.db, auth, id, type);
    if (!isVideoMethod(row.type)) throw notFound();
    const video = await acceptVideo(ctx, upload);
    await ctx.db
      .transaction(async (tx) => {
        if (!row.creditCharged) await spendCredit(tx, auth.orgId);
        await tx.insert(files).values(videoFileRow(auth.orgId, id, video, upload.originalName));
        if (oldVideo) await tx.delete(files).where(eq(files.id, oldVideo.id));
        await tx
          .update(assessments)
          .set({
            videoFileId: video.fileId,
            creditCharged: true,
            status: 'pending',
            progress: 0,
            statusMessage: 'assessments.analysis_queued',
            updatedAt: new Date(),
          })
          .where(eq(assessments.id, id));
      })
      .catch(async (error: unknown) => {
        await ctx.files.remove(video.fileId);
        throw error;
      });
    if (oldVideo) await ctx.files.remove(oldVideo.id).catch(() => undefined);
    const updated = await findAssessment(ctx.db, auth, id, undefined, lang);
    await ctx.analysis.queueAnalysis(updated.row);
    return updated.presented;
  } finally {
    if (upload.staged) await ctx.files.discard(upload.staged);
  }
}
