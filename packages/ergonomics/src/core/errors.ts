/** Why an input was refused. Stable codes: the API maps them (with `field`) to its error envelope. */
export const SCORING_ERROR_CODES = [
  'not_a_number', // NaN, Infinity, or not a number at all
  'out_of_range', // a number outside the allowed range (or not an integer where one is needed)
  'negative_weight', // a weight below zero
  'unknown_code', // a string that is not one of the allowed codes
  'not_a_boolean',
  'required', // a required field is absent
] as const;
export type ScoringErrorCode = (typeof SCORING_ERROR_CODES)[number];

/**
 * Thrown by every scoring entry point for input it cannot score. Never caught inside the package:
 * a bad input never becomes a silent score.
 */
export class ScoringInputError extends Error {
  override readonly name = 'ScoringInputError';
  readonly code: ScoringErrorCode;
  /** the input field at fault, in the method's input names (e.g. `load`, `neck_position`) */
  readonly field: string;
  /** i18n key of the message, e.g. `error.out_of_range` (rendered by `explainError`) */
  readonly messageKey: string;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: ScoringErrorCode, field: string, params: Record<string, string | number> = {}) {
    super(`${field}: ${code}${Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : ''}`);
    this.code = code;
    this.field = field;
    this.messageKey = `error.${code}`;
    this.params = params;
  }
}

export function isScoringInputError(e: unknown): e is ScoringInputError {
  return e instanceof ScoringInputError;
}
