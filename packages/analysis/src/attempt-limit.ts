import { durationSlack } from '@ergo/pose/media';
import type { AppConfig } from '@ergo/platform';

/**
 * Seconds of an analysis attempt that do not grow with the video: the compute child's start, the
 * model's load, probing, thumbnails and the start of a playback copy.
 */
const FIXED_SECONDS = 120;

/**
 * Seconds per second of video decoded. Pose runs at about 0.4 s per second of 1080p video on two
 * cores (`bench:pose`, 60 s in 22 s); four times that leaves room for a second analysis beside it
 * (JOB_SLOTS) and for a busy host.
 */
const SECONDS_PER_VIDEO_SECOND = 4;

/**
 * The time limit of one analysis attempt, from the length of video it may decode: the duration
 * the container declares (and its slack, past which the decode stops: see StreamTooLongError),
 * never more than MAX_VIDEO_SECONDS; and never more than JOB_TIMEOUT_SECONDS. A flat limit let a
 * 2-second header over an hour of stream hold a slot for the whole 900 s, three times.
 */
export function attemptLimitSeconds(
  declaredSeconds: number | null,
  config: Pick<AppConfig, 'JOB_TIMEOUT_SECONDS' | 'MAX_VIDEO_SECONDS'>,
): number {
  const decoded =
    declaredSeconds !== null && declaredSeconds > 0
      ? Math.min(config.MAX_VIDEO_SECONDS, declaredSeconds + durationSlack(declaredSeconds))
      : config.MAX_VIDEO_SECONDS;
  return Math.min(
    config.JOB_TIMEOUT_SECONDS,
    Math.ceil(FIXED_SECONDS + SECONDS_PER_VIDEO_SECOND * decoded),
  );
}
