import { heatLevelOf, type HeatLevel, type RiskLevel } from '../bands/risk-levels';
import type { MeasuredSource } from '../core/posture-read';
import type { ScoreStep } from '../core/step';
import type { FrameResultBase, FrameScore } from '../frame/score-frame';
import type { FramePosture } from '../posture';
import { riskBreakpoints, type Breakpoint } from './breakpoints';
import { averageAngles, kinematics, type KinematicsEntry } from './kinematics';
import { heatColour } from './part-levels';
import { chooseFinal, momentsOf, safeScore, unscorableReasons } from './moments';
import { correctHeldPosture, type CorrectedScore } from './overrides';
import { timeWeighted, type SustainedScore } from './sustained';
import { angleChannels } from './line-graph';
import { readingsToConfirm, type ReadingToConfirm } from '../uncertainty/confirm';
import { scoreRangesAt, type ScoreRange } from '../uncertainty/score-range';

/**
 * What the timeline needs to know of a method, and nothing else: how it scores one frame (with the
 * assessment's inputs already bound), how one body part's score maps to a heat level, and which
 * rule picks the final score. The method registry (@ergo/contracts) builds it from a descriptor.
 */
export interface TimelineMethod<R extends FrameResultBase = FrameResultBase> {
  code: string;
  scoreFrame(frame: FramePosture): FrameScore<R>;
  partLevel(part: string, score: number): HeatLevel;
  /** 'sustained': the worst posture held for the hold time; 'peak': the worst moment (a lift) */
  finalScore: 'sustained' | 'peak';
  /** the task inputs' names: a scorer that refuses one of them has a bad input, not a bad frame */
  inputNames: readonly string[];
}

export interface TimelineOptions {
  /** the final score is the worst posture held at least this long (default 1 s) */
  holdSeconds?: number;
  /**
   * a risk-band change must last this long to become a breakpoint: default 0.5 s for a held
   * posture; 0 for a lift (`finalScore: 'peak'`), whose worst moment decides however short it is
   */
  breakpointMinSeconds?: number;
  /** the ergonomist's corrections of the final posture's angles: {motion or side_motion: degrees} */
  correctedPosture?: Readonly<Record<string, number>>;
}

export interface BodyPartSummary {
  body_part: string;
  /** score in the representative (final) posture */
  score: number;
  peak: number;
  mean: number;
  level: HeatLevel;
  colour: string;
  hex: string;
  /**
   * the 80% range of `score` given how sure the measurement is (uncertainty/score-range.ts); null
   * only in results analysed before ranges were given
   */
  range: ScoreRange | null;
}

export interface TimelineResults<Detail = Record<string, unknown>> {
  /** 2: scores carry their range (contracts' stored results upgrade a version 1 document) */
  version: 2;
  method: string;
  sampled_fps: number;
  frames: {
    total: number;
    scored: number;
    unscorable: number;
    unscorable_reasons: Record<string, number>;
  };
  score: {
    score: number | null;
    risk_level: RiskLevel;
    heat_level: HeatLevel;
    action_level: number | null;
    rule: SustainedScore['rule'];
    hold_seconds: number;
    sustained_seconds: number;
    representative_time: number;
    /** the worst moment; its score is null for a lift with no safe weight (WISHA limit 0) */
    peak: { score: number | null; time: number };
    time_weighted: ReturnType<typeof timeWeighted>;
    explanation: ScoreStep[];
    measured: Record<string, MeasuredSource>;
    assumed: string[];
    /** the representative frame's full method result, without its steps (tables, factors…) */
    detail: Detail;
    /**
     * the 80% range of the final score given how sure the measurement is, at the final posture;
     * null for a lift with no safe weight (its score has no number)
     */
    range: ScoreRange | null;
    /** the final posture's readings whose doubt moves the score most, with the method's boxes */
    to_confirm: ReadingToConfirm[];
  } & Partial<CorrectedScore>;
  body_parts: BodyPartSummary[];
  kinematics: KinematicsEntry[];
  avg: { angles: Record<string, number>; body_parts: Record<string, number>; score: number };
  series: {
    time: number[];
    score: (number | null)[];
    risk: (RiskLevel | null)[];
    body_parts: Record<string, (number | null)[]>;
    angles: Record<string, (number | null)[]>;
  };
  breakpoints: Breakpoint[];
}

export class NothingScorableError extends Error {
  constructor(readonly reasons: Record<string, number>) {
    super('no frame could be scored');
    this.name = 'NothingScorableError';
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const partScores = (result: FrameResultBase): Readonly<Record<string, number>> =>
  result.body_part_scores ?? {};

/**
 * A video's frames -> everything the result endpoints serve: the final score (sustained worst
 * posture, with peak and time-weighted views and the explanation of the representative frame),
 * body-part scores and heat levels, kinematics, averages, time series and breakpoints. With
 * `correctedPosture`, the final posture's frames carry the ergonomist's angles first (see
 * correctHeldPosture), so every figure is made from the same corrected frames.
 * Throws NothingScorableError when no frame could be scored (body parts never visible).
 */
export function summarizeTimeline<R extends FrameResultBase>(
  frames: readonly FramePosture[],
  sampledFps: number,
  method: TimelineMethod<R>,
  options: TimelineOptions = {},
): TimelineResults<Omit<R, 'steps'>> {
  const hold = options.holdSeconds ?? 1;
  const frameSeconds = 1 / sampledFps;
  const scored = frames.map((frame) => safeScore(frame, method));
  const moments = momentsOf(scored);
  const chosen = chooseFinal(method.finalScore, moments, frameSeconds, hold);
  if (!chosen) throw new NothingScorableError(unscorableReasons(scored));
  const angles = options.correctedPosture ?? {};
  if (Object.keys(angles).length === 0)
    return summarize(frames, scored, chosen, sampledFps, method, options);

  const corrected = correctHeldPosture({ frames, scored, moments, chosen }, method, angles, {
    frameSeconds,
    holdSeconds: hold,
  });
  const results = summarize(
    corrected.frames,
    corrected.scored,
    corrected.chosen,
    sampledFps,
    method,
    options,
  );
  // The rule over the whole corrected video may find a worse held posture than the corrected one.
  const byRule = chooseFinal(method.finalScore, momentsOf(corrected.scored), frameSeconds, hold);
  const worse =
    byRule && byRule.score > corrected.chosen.score ? corrected.scored[byRule.index] : undefined;
  return {
    ...results,
    score: {
      ...results.score,
      ...corrected.correction,
      ...(byRule && worse?.status === 'scored'
        ? {
            worse_held: {
              score: worse.result.score,
              time: worse.time,
              seconds: round2(byRule.seconds),
            },
          }
        : {}),
    },
  };
}

/** The summary of frames already scored, around the final posture `chosen`. */
function summarize<R extends FrameResultBase>(
  frames: readonly FramePosture[],
  scored: readonly FrameScore<R>[],
  chosen: SustainedScore,
  sampledFps: number,
  method: TimelineMethod<R>,
  options: TimelineOptions,
): TimelineResults<Omit<R, 'steps'>> {
  const hold = options.holdSeconds ?? 1;
  const frameSeconds = 1 / sampledFps;
  const moments = momentsOf(scored);
  const reasons = unscorableReasons(scored);
  const representative = moments.find((m) => m.index === chosen.index);
  const representativeScore = scored[chosen.index];
  if (!representative || representativeScore?.status !== 'scored')
    throw new NothingScorableError(reasons);
  const result = representative.result;
  const representativeFrame = frames[chosen.index];
  const ranges = representativeFrame
    ? scoreRangesAt(representativeFrame, (frame) => method.scoreFrame(frame))
    : null;
  const peak = moments.reduce((best, m) => (m.score > best.score ? m : best));
  const partNames = Object.keys(partScores(result));
  const partSeries = Object.fromEntries(
    partNames.map((part) => [
      part,
      scored.map((s) => (s.status === 'scored' ? (partScores(s.result)[part] ?? null) : null)),
    ]),
  );
  const bodyParts: BodyPartSummary[] = partNames.map((part) => {
    const values = (partSeries[part] ?? []).filter((v): v is number => v !== null);
    const score = partScores(result)[part] ?? 0;
    const level = method.partLevel(part, score);
    const colour = heatColour(level);
    return {
      body_part: part,
      score,
      peak: Math.max(...values),
      mean: round2(values.reduce((a, b) => a + b, 0) / values.length),
      level,
      colour: colour.key,
      hex: colour.hex,
      range: ranges?.parts[part] ?? { low: score, high: score },
    };
  });
  const finite = moments.filter((m) => Number.isFinite(m.score));
  const { steps, ...detail } = result;
  return {
    version: 2,
    method: method.code,
    sampled_fps: sampledFps,
    frames: {
      total: frames.length,
      scored: moments.length,
      unscorable: frames.length - moments.length,
      unscorable_reasons: reasons,
    },
    score: {
      score: result.score,
      risk_level: result.risk_level,
      heat_level: heatLevelOf(result.risk_level),
      action_level: result.action_level ?? null,
      rule: chosen.rule,
      hold_seconds: hold,
      sustained_seconds: round2(chosen.seconds),
      representative_time: representative.time,
      peak: { score: peak.result.score, time: peak.time },
      time_weighted: timeWeighted(finite),
      explanation: steps,
      measured: representativeScore.measured,
      assumed: representativeScore.assumed,
      detail,
      range: result.score === null ? null : (ranges?.score ?? null),
      to_confirm: representativeFrame
        ? readingsToConfirm(representativeFrame, (frame) => method.scoreFrame(frame))
        : [],
    },
    body_parts: bodyParts,
    kinematics: kinematics(frames, frameSeconds),
    avg: {
      angles: averageAngles(frames),
      body_parts: Object.fromEntries(bodyParts.map((p) => [p.body_part, p.mean])),
      score: round2(finite.reduce((sum, m) => sum + m.score, 0) / Math.max(1, finite.length)),
    },
    series: {
      time: frames.map((f) => f.time),
      score: scored.map((s) => (s.status === 'scored' ? s.result.score : null)),
      risk: scored.map((s) => (s.status === 'scored' ? s.result.risk_level : null)),
      body_parts: partSeries,
      angles: angleChannels(frames),
    },
    // A lift with no safe weight ranks above every index but has no index to show (null, not Infinity).
    breakpoints: riskBreakpoints(
      moments.map((m) => ({ ...m, score: m.result.score })),
      options.breakpointMinSeconds ?? (method.finalScore === 'peak' ? 0 : 0.5),
    ),
  };
}
