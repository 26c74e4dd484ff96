import type { StagedFile } from '@ergo/platform';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { isRefusedVideoContainer } from '../../videos/container';
import { validateVideo, type AcceptedVideo } from '../../videos/validate-upload';
import type { AssessmentScope } from '@ergo/db';

export interface VideoUpload {
  staged: StagedFile | null;
  originalName: string;
}

export interface AcceptedUpload {
  fileId: string;
  accepted: AcceptedVideo;
  size: number;
  originalName: string;
}

const CONTENT_TYPES = {
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  mkv: 'video/x-matroska',
} as const;

/** Stores a staged upload for good once it proved to be a real video; removes it otherwise. */
export async function acceptVideo(ctx: AppContext, upload: VideoUpload): Promise<AcceptedUpload> {
  if (!upload.staged) throw new AppError(400, 'assessments.video_required', 'video');
  const fileId = await ctx.files.commit(upload.staged);
  try {
    const accepted = await validateVideo(
      ctx.files,
      fileId,
      upload.staged,
      ctx.config.MAX_VIDEO_SECONDS,
    );
    return { fileId, accepted, size: upload.staged.size, originalName: upload.originalName };
  } catch (error) {
    await ctx.files.remove(fileId);
    throw notAVideoNamedLikeOne(error, upload.originalName, upload.staged.head) ?? error;
  }
}

/** The names a video file is saved under (what a user who chose one expects it to be). */
const VIDEO_EXTENSION = /\.(mp4|m4v|mov|qt|avi|mkv|webm|3gp|wmv|mpe?g)$/i;

/**
 * A file whose content is no video though its name says it is one (a text file renamed .mp4):
 * the user did choose a video file, so "only video files are accepted" would not tell them what
 * went wrong. Said as what it is instead; null for any other refusal.
 */
function notAVideoNamedLikeOne(
  error: unknown,
  originalName: string,
  head: Buffer,
): AppError | null {
  const extension = VIDEO_EXTENSION.exec(originalName)?.[0];
  if (!(error instanceof AppError) || error.messageKey !== 'assessments.video_invalid') return null;
  // A WebM (or FLV, MPEG-TS, WMV) is a video in a format we do not take: "only MP4, MOV, …".
  if (!extension || isRefusedVideoContainer(head)) return null;
  return new AppError(400, 'assessments.video_not_a_video', 'video', {
    extension: extension.toLowerCase(),
  });
}

/** The files row of an accepted video (its container, codec, size and duration kept as meta). */
export function videoFileRow({ orgId, assessmentId }: AssessmentScope, video: AcceptedUpload) {
  const { info, container } = video.accepted;
  return {
    id: video.fileId,
    organizationId: orgId,
    assessmentId,
    kind: 'video' as const,
    size: video.size,
    contentType: CONTENT_TYPES[container],
    originalName: video.originalName.slice(0, 255),
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
