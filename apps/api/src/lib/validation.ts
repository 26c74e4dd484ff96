import {
  invalidFromIssue,
  translate,
  type ErrorItem,
  type Invalid,
  type Language,
} from '@ergo/contracts';
import type { z } from 'zod';

export type { Invalid };

/** Several fields failed at once (e.g. a multipart form validated in code). */
export class ValidationFailed extends Error {
  constructor(readonly items: readonly Invalid[]) {
    super('validation failed');
    this.name = 'ValidationFailed';
  }
}

/** One message per field (the first failing rule), like a form shows it. */
export function errorItems(items: readonly Invalid[], lang: Language): ErrorItem[] {
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
