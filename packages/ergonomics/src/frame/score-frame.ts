import type { RiskLevel } from '../bands/risk-levels';
import type { MeasuredSource } from '../core/posture-read';
import type { ScoreStep } from '../core/step';
import type { VideoOptions } from '../core/video-options';
import type { FramePosture } from '../posture';
import {
  rebaInputFromPosture,
  type PostureDerivation,
  type RebaTaskInputs,
} from '../reba/from-posture';
import { scoreReba } from '../reba/score';
import type { RebaOptions, RebaResult } from '../reba/types';
import {
  rosaInputFromPosture,
  type RosaTaskInputs,
  type RosaVideoOptions,
} from '../rosa/from-posture';
import { scoreRosa } from '../rosa/score';
import type { RosaResult } from '../rosa/types';
import {
  rulaInputFromPosture,
  type RulaTaskInputs,
  type RulaVideoOptions,
} from '../rula/from-posture';
import { scoreRula } from '../rula/score';
import type { RulaOptions, RulaResult } from '../rula/types';
import {
  wishaInputFromPosture,
  type WishaTaskInputs,
  type WishaVideoOptions,
} from '../wisha/from-posture';
import { scoreWisha, type WishaOptions, type WishaResult } from '../wisha/score';

/**
 * What the timeline needs of any method's explained result for one frame: the final score (null
 * when a lift has no safe weight), its risk level, the steps that explain it and, for methods that
 * score body parts or workstation items, those scores under their payload names.
 */
export interface FrameResultBase {
  score: number | null;
  risk_level: RiskLevel;
  steps: ScoreStep[];
  action_level?: number;
  body_part_scores?: Readonly<Record<string, number>>;
}

export type FrameScore<R extends FrameResultBase = FrameResultBase> =
  | {
      status: 'scored';
      time: number;
      result: R;
      measured: Record<string, MeasuredSource>;
      assumed: string[];
    }
  | {
      status: 'unscorable';
      time: number;
      /** what was missing, e.g. ['neck'] or ['person'] */
      missing: string[];
      measured: Record<string, MeasuredSource>;
      assumed: string[];
      steps: ScoreStep[];
    };

function finish<I, R extends FrameResultBase>(
  frame: FramePosture,
  d: PostureDerivation<I>,
  score: (input: I) => R,
): FrameScore<R> {
  if (d.input === null || d.missing.length > 0) {
    return {
      status: 'unscorable',
      time: frame.time,
      missing: d.missing,
      measured: d.measured,
      assumed: d.assumed,
      steps: d.steps,
    };
  }
  const result = score(d.input);
  return {
    status: 'scored',
    time: frame.time,
    result: { ...result, steps: [...d.steps, ...result.steps] },
    measured: d.measured,
    assumed: d.assumed,
  };
}

/*
 * One frame of video scored with one method: the worksheet boxes are derived from the measured
 * angles (explained), then scored exactly as the worksheet way does. A frame without a person or
 * with a needed part unmeasured is `unscorable` with the reason, never scored as neutral. Task
 * inputs the scorer refuses throw ScoringInputError naming the input.
 */

export function scoreRebaFrame(
  frame: FramePosture,
  inputs: RebaTaskInputs,
  options?: VideoOptions & RebaOptions,
): FrameScore<RebaResult> {
  return finish(frame, rebaInputFromPosture(frame, inputs, options), (i) => scoreReba(i, options));
}

export function scoreRulaFrame(
  frame: FramePosture,
  inputs: RulaTaskInputs,
  options?: RulaVideoOptions & RulaOptions,
): FrameScore<RulaResult> {
  return finish(frame, rulaInputFromPosture(frame, inputs, options), (i) => scoreRula(i, options));
}

export function scoreRosaFrame(
  frame: FramePosture,
  inputs: RosaTaskInputs,
  options?: RosaVideoOptions,
): FrameScore<RosaResult> {
  return finish(frame, rosaInputFromPosture(frame, inputs, options), (i) => scoreRosa(i));
}

export function scoreWishaFrame(
  frame: FramePosture,
  inputs: WishaTaskInputs,
  options?: WishaVideoOptions & WishaOptions,
): FrameScore<WishaResult> {
  return finish(frame, wishaInputFromPosture(frame, inputs, options), (i) =>
    scoreWisha(i, options),
  );
}
