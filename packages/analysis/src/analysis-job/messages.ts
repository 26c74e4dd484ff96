import type { Invalid } from '@ergo/contracts';
import type { AttemptInfo } from '@ergo/platform';
import type { AnalysisOutput } from '../types';
import type { Params } from './payload';

/** The status message of an input the method refuses: the field (its label) and why. */
export function inputError(
  method: string,
  items: readonly Invalid[],
): { key: string; params: Params } {
  const [first] = items;
  const field = (first?.field ?? 'input').split('.')[0] ?? 'input';
  return {
    key: 'assessments.analysis_input_invalid',
    params: {
      field_key: `methods.${method}.fields.${field}.label`,
      reason_key: first?.messageKey ?? 'validation.invalid_format',
    },
  };
}

/**
 * The status while an attempt runs. After the first, it says that the analysis started again and
 * which attempt this is: its worker was stopped (killed, its machine lost) or the attempt failed,
 * and the progress the user saw went back to 0.
 */
export function runningMessage(attempt: AttemptInfo): { key: string; params?: Params } {
  if (attempt.attempt <= 1) return { key: 'assessments.analysis_processing' };
  return {
    key: 'assessments.analysis_restarted',
    params: { attempt: attempt.attempt, max: attempt.maxAttempts },
  };
}

/** Why a stream that ran past where its decode could go was not analysed, in the user's words. */
export function tooLongMessage(
  output: Extract<AnalysisOutput, { outcome: 'too_long' }>,
  maxSeconds: number,
): { key: string; params: Params } {
  return output.limited_by === 'declared'
    ? {
        key: 'assessments.analysis_longer_than_declared',
        // whole seconds: the status's parameters are not formatted per language
        params: { declared: Math.ceil(output.declared_seconds) },
      }
    : { key: 'assessments.analysis_too_long', params: { max: maxSeconds } };
}
