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
}

/** The message key of one zod issue: our key when the schema named one, else one by its kind. */
export function invalidFromIssue(issue: IssueLike): Invalid {
  const field = issue.path.map(String).join('.') || NON_FIELD;
  const params = { min: Number(issue.minimum ?? 0), max: Number(issue.maximum ?? 0) };
  if (issue.message && isMessageKey(issue.message))
    return { field, messageKey: issue.message, params };
  const byCode: Record<string, string> = {
    invalid_type: issue.input === undefined ? 'validation.required' : 'validation.invalid_format',
    too_small: 'validation.min_length',
    too_big: 'validation.max_length',
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
