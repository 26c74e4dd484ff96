import { MediaError, probeVideo, type VideoInfo } from '@ergo/pose/media';
import { type FileStore, serveDecrypted, type StagedFile } from '@ergo/platform';
import { AppError } from '../lib/errors';
import { sniffContainer, structureComplete, type Container } from './container';

export interface AcceptedVideo {
  container: Container;
  info: VideoInfo;
}

const refuse = (key: string, params: Record<string, number> = {}) =>
  new AppError(400, `assessments.${key}`, 'video', params);

/** The structure walk reads through one reader: one file open, each chunk decrypted once. */
async function structureCheck(
  store: FileStore,
  fileId: string,
  container: Container,
  size: number,
): Promise<boolean> {
  const reader = await store.openReader(fileId);
  try {
    return await structureComplete(container, size, (offset, length) =>
      reader.readAt(offset, length),
    );
  } finally {
    await reader.close();
  }
}

/**
 * Accepts only real videos: the container signature first (MP4, MOV, AVI, MKV), then a structure
 * check (a cut-off upload, or a crafted file of thousands of boxes), then ffprobe must find a
 * video stream, read through a loopback server that decrypts on the fly (no plaintext copy on
 * disk). Also enforces the duration limit.
 */
export async function validateVideo(
  store: FileStore,
  fileId: string,
  staged: Pick<StagedFile, 'size' | 'head'>,
  maxSeconds: number,
): Promise<AcceptedVideo> {
  if (staged.size === 0) throw refuse('video_empty');
  const container = sniffContainer(staged.head);
  if (!container) throw refuse('video_invalid');
  if (!(await structureCheck(store, fileId, container, staged.size))) throw refuse('video_damaged');
  const served = await serveDecrypted(store, fileId);
  try {
    const info = await probeVideo(served.url, { timeoutMs: 30_000 });
    if (!(info.durationSeconds > 0)) throw refuse('video_damaged');
    if (info.durationSeconds > maxSeconds) throw refuse('video_too_long', { max: maxSeconds });
    return { container, info };
  } catch (error) {
    if (error instanceof MediaError)
      throw refuse(error.code === 'NOT_VIDEO' ? 'video_invalid' : 'video_damaged');
    throw error;
  } finally {
    await served.close();
  }
}
