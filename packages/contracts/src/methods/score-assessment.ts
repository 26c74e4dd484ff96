import {
  applyAngleOverrides,
  ScoringInputError,
  summarizeTimeline,
  type FramePosture,
} from '@ergo/ergonomics';
import type { AssessmentResults } from '../results/stored';
import type { MethodDescriptor } from './descriptor';
import { inputErrorFromScorer } from './input-error';

/** How a frame's time is written as a key: seconds with at most 3 decimals, no trailing zeros. */
export const frameKey = (time: number) => String(Math.round(time * 1000) / 1000);

/** The ergonomist's corrections, as the assessment stores them. */
export interface ScoreOverrides {
  /** angles of the final posture, applied where it was held: {motion or side_motion: degrees} */
  angles?: Readonly<Record<string, number>>;
  /** angles of single frames: {frameKey(time): {motion or side_motion: degrees}} */
  frames?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export interface ScoreAssessmentInput {
  method: MethodDescriptor;
  /** the assessment's stored inputs: parsed by the method (MethodInputError names a bad field) */
  inputs: unknown;
  frames: readonly FramePosture[];
  sampledFps: number;
  overrides?: ScoreOverrides;
}

/**
 * Frames to results, the one way: the video analysis, the recompute after a correction and its
 * preview (the same recompute, stored nowhere) all call this. Per-frame corrections replace what
 * the camera measured in those frames before anything is scored. The final posture's corrections
 * then replace the angles of every frame where that posture was held (summarizeTimeline's
 * `correctedPosture`), so the final score, the peak, the mean, the series and the breakpoints are
 * all made from the same corrected frames.
 * Throws MethodInputError (an input the method's schema or its scorer refuses, named) or
 * NothingScorableError (no frame scored).
 */
export function scoreAssessment({
  method,
  inputs,
  frames,
  sampledFps,
  overrides = {},
}: ScoreAssessmentInput): AssessmentResults {
  const bound = method.bind(inputs);
  const corrected = frames.map((frame) => {
    const fix = overrides.frames?.[frameKey(frame.time)];
    return fix ? applyAngleOverrides(frame, fix) : frame;
  });
  try {
    return summarizeTimeline(corrected, sampledFps, bound, { correctedPosture: overrides.angles });
  } catch (error) {
    // The timeline passes on a scorer's refusal of a task input: every frame would fail alike.
    if (error instanceof ScoringInputError && bound.inputNames.includes(error.field))
      throw inputErrorFromScorer(error);
    throw error;
  }
}
