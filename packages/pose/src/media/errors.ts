export type MediaErrorCode =
  | 'NOT_FOUND'
  | 'NOT_VIDEO'
  | 'CORRUPT'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'FFMPEG_FAILED'
  /** the stream has frames past the time the decode was allowed to reach (see DecodeOptions.endSeconds) */
  | 'TOO_LONG';

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

/**
 * A stream that runs past where its decode was allowed to reach: past the duration its container
 * declares (with DURATION_SLACK), or past the installation's limit on video length.
 */
export class StreamTooLongError extends MediaError {
  constructor(
    /** the duration the container declares, seconds */
    readonly declaredSeconds: number,
    /** the latest time a frame was allowed at, seconds */
    readonly endSeconds: number,
    /** what set that end: the declared duration, or the limit on video length */
    readonly limitedBy: 'declared' | 'limit',
  ) {
    super(
      'TOO_LONG',
      limitedBy === 'declared'
        ? `the stream runs past the ${declaredSeconds.toFixed(1)} s its container declares`
        : `the stream runs past the ${endSeconds.toFixed(1)} s limit on video length`,
    );
  }
}

/**
 * How far past its declared duration a stream may run before it is taken for a lying header: the
 * rounding of a last frame, an audio track that set the declared length, a muxer a little off.
 */
export const durationSlack = (declaredSeconds: number): number =>
  Math.max(2, 0.05 * declaredSeconds);
