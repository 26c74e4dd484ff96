import type { AssessmentResults } from '@ergo/contracts';
import { bySeverity } from '@ergo/ergonomics';
import type { AnalysisThumbnail } from './types';

/** Pictures beyond the final posture and the peak: one per risk change, at most this many. */
export const MAX_BREAKPOINT_THUMBNAILS = 8;

export interface ThumbnailMoment {
  kind: AnalysisThumbnail['kind'];
  /** the frame's index in the results' series (its keypoints draw the skeleton) */
  index: number;
  time: number;
}

/** Two times name the same frame (pictures are matched to moments by time, as stored). */
const sameTime = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/**
 * The moments the analysis keeps a picture of. The final posture (whose score is the final score)
 * and the peak (the highest-scoring frame) always: they are what a reader checks first, wherever
 * they fall in the video; one picture when they are the same frame. Then the risk changes, the
 * highest risk first, up to `max` more pictures. A moment already pictured is not pictured again:
 * whoever shows it (the report, the breakpoints route) finds its picture by time, whatever its kind.
 */
export function thumbnailMoments(
  results: AssessmentResults,
  max = MAX_BREAKPOINT_THUMBNAILS,
): ThumbnailMoment[] {
  const frameAt = (time: number) => results.series.time.findIndex((t) => sameTime(t, time));
  const moments: ThumbnailMoment[] = [];
  const add = (kind: ThumbnailMoment['kind'], time: number, index = frameAt(time)) => {
    if (moments.some((moment) => sameTime(moment.time, time))) return false;
    moments.push({ kind, index, time });
    return true;
  };
  add('final', results.score.representative_time);
  add('peak', results.score.peak.time);
  let kept = 0;
  for (const point of bySeverity(results.breakpoints)) {
    if (kept >= max) break;
    if (add('breakpoint', point.time, point.index)) kept += 1;
  }
  return moments;
}
