import { ScoringInputError } from '../core/errors';
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

/** The assessment's method and its stated inputs, as the per-frame pipeline passes them. */
export type FrameAssessment =
  | { method: 'reba'; inputs: RebaTaskInputs; options?: VideoOptions & RebaOptions }
  | { method: 'rula'; inputs: RulaTaskInputs; options?: RulaVideoOptions & RulaOptions }
  | { method: 'rosa'; inputs: RosaTaskInputs; options?: RosaVideoOptions }
  | { method: 'wisha'; inputs: WishaTaskInputs; options?: WishaVideoOptions & WishaOptions };

export type FrameMethodResult = RebaResult | RulaResult | RosaResult | WishaResult;

export type FrameScore<R = FrameMethodResult> =
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

function finish<I, R extends { steps: ScoreStep[] }>(
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

/**
 * Scores one video frame with the assessment's method: derives the worksheet boxes from the measured
 * angles (explained), then scores them exactly as the worksheet way does. A frame without a person or
 * with a needed part unmeasured is `unscorable` with the reason — never scored as neutral.
 */
export function scoreFrame(frame: FramePosture, assessment: FrameAssessment): FrameScore {
  switch (assessment.method) {
    case 'reba':
      return finish(
        frame,
        rebaInputFromPosture(frame, assessment.inputs, assessment.options),
        (i) => scoreReba(i, assessment.options),
      );
    case 'rula':
      return finish(
        frame,
        rulaInputFromPosture(frame, assessment.inputs, assessment.options),
        (i) => scoreRula(i, assessment.options),
      );
    case 'rosa':
      return finish(
        frame,
        rosaInputFromPosture(frame, assessment.inputs, assessment.options),
        (i) => scoreRosa(i),
      );
    case 'wisha':
      return finish(
        frame,
        wishaInputFromPosture(frame, assessment.inputs, assessment.options),
        (i) => scoreWisha(i, assessment.options),
      );
    default: {
      const unknown: { method?: unknown } = assessment;
      throw new ScoringInputError('unknown_code', 'method', {
        allowed: 'reba|rula|rosa|wisha',
        got: String(unknown.method),
      });
    }
  }
}
