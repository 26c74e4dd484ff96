import { NON_FIELD } from './common';
import { isMessageKey, type MessageParams } from './i18n';

/** One failed rule, language-neutral: translated when the answer is sent or shown. */
export interface Invalid {
  field: string;
  messageKey: string;
  params?: MessageParams;
}

/** A zod issue, as much of it as the message needs (zod 4's issue types, loosely). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message?: string | undefined;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  /** zod 4: what was being checked by a size rule ('string', 'number', 'array', ...) */
  origin?: unknown;
  /** zod 4: the type a value should have had */
  expected?: unknown;
}

/**
 * Whether an invalid_type issue is about a missing value. zod 4 leaves the input out of its issues,
 * but its default message names what it received ("... received undefined").
 */
function isMissing(issue: IssueLike): boolean {
  if ('input' in issue && issue.input !== undefined) return false;
  return issue.message === undefined || /received undefined$/.test(issue.message);
}

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint', 'date']);
const LIST_ORIGINS = new Set(['array', 'set']);

/** The generic key of a size rule: characters for text, value bounds for numbers, items for lists. */
function sizeKey(issue: IssueLike, bound: 'min' | 'max'): string {
  const origin = typeof issue.origin === 'string' ? issue.origin : 'string';
  if (NUMBER_ORIGINS.has(origin))
    return bound === 'min' ? 'validation.min_value' : 'validation.max_value';
  if (LIST_ORIGINS.has(origin))
    return bound === 'min' ? 'validation.min_items' : 'validation.max_items';
  return bound === 'min' ? 'validation.min_length' : 'validation.max_length';
}

/** The message key of a value of the wrong type: missing, not a number, or not understood. */
function typeKey(issue: IssueLike, field: string): string {
  if (isMissing(issue)) return 'validation.required';
  // the whole body has the wrong shape (null, a number, a string instead of an object)
  if (field === NON_FIELD) return 'errors.bad_request';
  if (issue.expected === 'number' || issue.expected === 'int') return 'validation.numeric';
  return 'validation.invalid_format';
}

/** The message key of one zod issue: our key when the schema named one, else one by its kind. */
export function invalidFromIssue(issue: IssueLike): Invalid {
  const field = issue.path.map(String).join('.') || NON_FIELD;
  const params = { min: Number(issue.minimum ?? 0), max: Number(issue.maximum ?? 0) };
  if (issue.message && isMessageKey(issue.message))
    return { field, messageKey: issue.message, params };
  const byCode: Record<string, string> = {
    invalid_type: typeKey(issue, field),
    too_small: sizeKey(issue, 'min'),
    too_big: sizeKey(issue, 'max'),
    invalid_value: 'validation.invalid_choice',
    invalid_union: 'validation.invalid_choice',
  };
  return { field, messageKey: byCode[issue.code] ?? 'validation.invalid_format', params };
}
