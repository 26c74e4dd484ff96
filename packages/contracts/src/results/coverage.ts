import { z } from 'zod';
import type { StoredResults } from './stored';

/*
 * How much of a video was measured, and whether that is enough to present its score as a finding.
 * REBA and RULA score the posture a worker *holds* over a work cycle (the final score here is the
 * worst posture held for the hold time, 1 s; see packages/ergonomics "Final score"), and WISHA the
 * worst moment of a lift. A score read from a glimpse of the work is not that: issue 30 saw
 * "1 · Negligible, no action necessary" from 6 of 65 frames of a worker filmed small and far, and
 * from a 1-second clip. The thresholds follow from the methods' own terms, not from fitting:
 */
export const COVERAGE_RULES = {
  /**
   * The shortest clip that can show a posture held (1 s) with the movement into and out of it: the
   * shortest work cycle a held-posture rule can see. A lift's pick-up and set-down take as long.
   */
  minClipSeconds: 3,
  /**
   * The least time measured: two hold times, so that the posture called "held" is compared with at
   * least as much of the work around it.
   */
  minScoredSeconds: 2,
  /**
   * The least share of the clip measured: the final score is the worst posture held, and with the
   * worker unmeasured for more than half the clip the worst posture is as likely to lie in the part
   * not seen as in the part seen.
   */
  minScoredShare: 0.5,
} as const;

export const coverageReasonSchema = z.enum(['too_short', 'too_few_seconds', 'too_few_frames']);
export type CoverageReason = z.output<typeof coverageReasonSchema>;

/** `coverage` of GET …/score/ (API-CONTRACT "How much of the video was measured"). */
export const coverageSchema = z.object({
  /** sampled frames of the clip */
  frames: z.number().int(),
  /** frames in which the worker was measured and scored */
  scored_frames: z.number().int(),
  scored_seconds: z.number(),
  duration_seconds: z.number(),
  /** false: the score is not presented as a finding (see `reason` and COVERAGE_RULES) */
  sufficient: z.boolean(),
  reason: coverageReasonSchema.nullable(),
});
export type Coverage = z.output<typeof coverageSchema>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The coverage of an analysed video's results, by COVERAGE_RULES (the first rule missed is the reason). */
export function coverageOf(
  results: Pick<StoredResults, 'frames' | 'sampled_fps' | 'video'>,
): Coverage {
  const frames = results.frames.total;
  const scored = results.frames.scored;
  const scoredSeconds = results.sampled_fps > 0 ? scored / results.sampled_fps : 0;
  const duration = results.video.duration_seconds;
  const reason: CoverageReason | null =
    duration < COVERAGE_RULES.minClipSeconds
      ? 'too_short'
      : scoredSeconds < COVERAGE_RULES.minScoredSeconds
        ? 'too_few_seconds'
        : frames === 0 || scored / frames < COVERAGE_RULES.minScoredShare
          ? 'too_few_frames'
          : null;
  return {
    frames,
    scored_frames: scored,
    scored_seconds: round1(scoredSeconds),
    duration_seconds: round1(duration),
    sufficient: reason === null,
    reason,
  };
}
