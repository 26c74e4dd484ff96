import type { RiskLevel } from '../bands/risk-levels';
import { ScoringInputError } from '../core/errors';
import type { FrameResultBase, FrameScore } from '../frame/score-frame';
import type { FramePosture } from '../posture';
import { sustainedScore, type ScoredMoment, type SustainedScore } from './sustained';
import type { TimelineMethod } from './summarize';

/** A scored frame as the timeline ranks it: its index, time, score, risk level and full result. */
export type FrameMoment<R extends FrameResultBase> = ScoredMoment & { risk: RiskLevel; result: R };

/**
 * A frame the scorer refuses is unscorable (an angle it cannot read), unless what it refuses is one
 * of the task inputs: then every frame would fail alike, and the input error goes to the caller.
 */
export function safeScore<R extends FrameResultBase>(
  frame: FramePosture,
  method: TimelineMethod<R>,
): FrameScore<R> {
  try {
    return method.scoreFrame(frame);
  } catch (error) {
    if (error instanceof ScoringInputError && !method.inputNames.includes(error.field)) {
      return {
        status: 'unscorable',
        time: frame.time,
        missing: [error.field ?? 'input'],
        measured: {},
        assumed: [],
        steps: [],
      };
    }
    throw error;
  }
}

/** The scored frames among `scored` (all of them, or those at `indices`), in time order. */
export function momentsOf<R extends FrameResultBase>(
  scored: readonly FrameScore<R>[],
  indices?: readonly number[],
): FrameMoment<R>[] {
  const moments: FrameMoment<R>[] = [];
  for (const index of indices ?? scored.keys()) {
    const s = scored[index];
    if (s?.status !== 'scored') continue;
    // WISHA's score is the lifting index; a limit of 0 (no lift is safe) ranks above every index.
    const score = s.result.score ?? Number.POSITIVE_INFINITY;
    moments.push({ index, time: s.time, score, risk: s.result.risk_level, result: s.result });
  }
  return moments;
}

/** What was missing in the frames that could not be scored, with how many frames lacked it. */
export function unscorableReasons(scored: readonly FrameScore[]): Record<string, number> {
  const reasons: Record<string, number> = {};
  for (const s of scored)
    if (s.status === 'unscorable')
      for (const part of s.missing) reasons[part] = (reasons[part] ?? 0) + 1;
  return reasons;
}

/** WISHA: the worst moment of the lift (highest lifting index) decides, not a held posture. */
function peakOf(moments: readonly ScoredMoment[]): SustainedScore | null {
  if (moments.length === 0) return null;
  const peak = moments.reduce((best, m) => (m.score > best.score ? m : best));
  return { score: peak.score, index: peak.index, start: peak.time, seconds: 0, rule: 'peak' };
}

/** The final posture by the method's rule: the worst held for `holdSeconds`, or the worst moment. */
export function chooseFinal(
  rule: TimelineMethod['finalScore'],
  moments: readonly ScoredMoment[],
  frameSeconds: number,
  holdSeconds: number,
): SustainedScore | null {
  return rule === 'peak' ? peakOf(moments) : sustainedScore(moments, frameSeconds, holdSeconds);
}

/**
 * The final posture as it was held: the unbroken stretch of frames (no gap over 1.5 frame
 * intervals) scoring at least the final score around the representative frame, as the rule found
 * it. A worst moment (rule 'peak': a lift, or a video shorter than the hold time) is its one frame.
 */
export function heldStretch<M extends ScoredMoment>(
  moments: readonly M[],
  chosen: SustainedScore,
  frameSeconds: number,
): M[] {
  const at = moments.findIndex((m) => m.index === chosen.index);
  if (at < 0) return [];
  if (chosen.rule === 'peak') return moments.slice(at, at + 1);
  const joins = (a: M | undefined, b: M | undefined) =>
    a !== undefined &&
    b !== undefined &&
    b.time - a.time <= frameSeconds * 1.5 &&
    a.score >= chosen.score &&
    b.score >= chosen.score;
  let first = at;
  let last = at;
  while (joins(moments[first - 1], moments[first])) first -= 1;
  while (joins(moments[last], moments[last + 1])) last += 1;
  return moments.slice(first, last + 1);
}
