import type { ScoringErrorCode, ScoringInputError } from '@ergo/ergonomics';
import type { z } from 'zod';
import { invalidFromIssue, type Invalid } from '../issues';

/**
 * A method input the method does not accept (a code that no longer exists, a weight out of range).
 * Each item names the input field and the reason; never reported as an unscorable video.
 */
export class MethodInputError extends Error {
  constructor(readonly items: readonly Invalid[]) {
    super(`invalid method input: ${items.map((item) => item.field).join(', ')}`);
    this.name = 'MethodInputError';
  }
}

/** The inputs as the method's schema reads them, or MethodInputError with every field at fault. */
export function parseMethodInputs<S extends z.ZodObject>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new MethodInputError(parsed.error.issues.map((issue) => invalidFromIssue(issue)));
}

/** The shared message of each reason a scorer gives for refusing an input. */
const SCORER_REASONS: Readonly<Record<ScoringErrorCode, string>> = {
  not_a_number: 'validation.numeric',
  out_of_range: 'validation.invalid_format',
  negative_weight: 'validation.min_value',
  unknown_code: 'validation.invalid_choice',
  not_a_boolean: 'validation.invalid_format',
  required: 'validation.required',
};

/** A scorer's refusal of a task input (one its schema let through), as an input error naming it. */
export const inputErrorFromScorer = (error: ScoringInputError): MethodInputError =>
  new MethodInputError([
    { field: error.field, messageKey: SCORER_REASONS[error.code], params: { ...error.params } },
  ]);
