import type { Database, OrganizationId } from '@ergo/db';
import { filesOfKind, type FileRow } from '../../db/assessments';

/**
 * The type an original is served as: a QuickTime file is an MP4 to a player (Firefox refuses
 * 'video/quicktime'), and the only Matroska served as it is, is WebM (see playbackPlan).
 */
const SERVED_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  mov: 'video/mp4',
  mkv: 'video/webm',
};

/**
 * What the player gets for an assessment's video: its playback copy when the analysis made one (an
 * H.264 MP4 of a video no browser plays as uploaded), the video itself otherwise.
 */
export async function playableVideo(
  db: Database,
  orgId: OrganizationId,
  video: FileRow,
): Promise<{ id: string; size: number; contentType: string }> {
  const copies = video.assessmentId
    ? await filesOfKind(db, { orgId, assessmentId: video.assessmentId }, 'playback')
    : [];
  const copy = copies.find((file) => file.meta.source === video.id);
  if (copy) return { id: copy.id, size: copy.size, contentType: copy.contentType };
  const container = typeof video.meta.container === 'string' ? video.meta.container : '';
  return {
    id: video.id,
    size: video.size,
    contentType: SERVED_TYPES[container] ?? video.contentType,
  };
}
