import {
  NON_FIELD,
  isMessageKey,
  translate,
  type ErrorItem,
  type Language,
  type MessageParams,
} from '@ergo/contracts';
import type { z } from 'zod';

/** One failed rule, language-neutral: translated when the answer is sent. */
export interface Invalid {
  field: string;
  messageKey: string;
  params?: MessageParams;
}

/** Several fields failed at once (e.g. a multipart form validated in code). */
export class ValidationFailed extends Error {
  constructor(readonly items: Invalid[]) {
    super('validation failed');
    this.name = 'ValidationFailed';
  }
}

interface IssueLike {
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

/** One message per field (the first failing rule), like a form shows it. */
export function errorItems(items: Invalid[], lang: Language): ErrorItem[] {
  const byField = new Map<string, string>();
  for (const item of items) {
    if (!byField.has(item.field))
      byField.set(item.field, translate(item.messageKey, lang, item.params));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/** Parses or throws ValidationFailed with every field's problem; `prefix` nests field names. */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ValidationFailed(result.error.issues.map((issue) => invalidFromIssue(issue)));
}
