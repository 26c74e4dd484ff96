export type MediaErrorCode =
  'NOT_FOUND' | 'NOT_VIDEO' | 'CORRUPT' | 'TIMEOUT' | 'ABORTED' | 'FFMPEG_FAILED';

/** One error type for everything that can go wrong reading an upload; `code` is stable for callers. */
export class MediaError extends Error {
  override readonly name = 'MediaError';
  constructor(
    readonly code: MediaErrorCode,
    message: string,
    readonly stderr?: string,
  ) {
    super(message);
  }
}
