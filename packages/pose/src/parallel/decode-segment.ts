import { decodeFrames, type DecodedFrame } from '../media/decode';
import type { SegmentJob } from './protocol';

/** ffmpeg decode of one segment's sampled frames. */
export function decodeSegment(job: SegmentJob, signal?: AbortSignal): AsyncGenerator<DecodedFrame> {
  return decodeFrames(job.file, {
    fps: job.fps,
    maxSide: job.maxSide,
    timeoutMs: job.timeoutMs,
    startSeconds: job.startIndex / job.fps,
    durationSeconds: job.count === null ? undefined : job.count / job.fps,
    ...(job.endSeconds === undefined ? {} : { endSeconds: job.endSeconds }),
    ...(job.crop ? { crop: job.crop } : {}),
    signal,
    info: job.info,
    skipNonReference: job.skipNonReference,
  });
}
