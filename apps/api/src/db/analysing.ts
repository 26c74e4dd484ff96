import { and, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { assessments } from '@ergo/db';

/**
 * An analysis queued or running: a video assessment still short of its results. A survey that
 * waits for answers is pending too, but has no video (or, for a QEC whose video is done, a full
 * progress bar), so it is not counted as analysing.
 */
export function analysingCondition(): SQL {
  const condition = and(
    inArray(assessments.status, ['pending', 'processing']),
    isNotNull(assessments.videoFileId),
    lt(assessments.progress, 100),
  );
  if (!condition) throw new Error('unreachable: and() of defined conditions');
  return condition;
}
