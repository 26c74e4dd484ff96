import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from '../lib/validation';

export const UNSTORABLE_MESSAGE = 'validation.unstorable_character';

/**
 * Text PostgreSQL cannot store: a NUL character (refused in text and JSON), or half of a UTF-16
 * surrogate pair (JSON's "\ud800", refused in JSON columns, replaced by U+FFFD in text ones).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The fields of a parsed JSON body whose text (or key) cannot be stored, by their dotted path.
 * Walked with a stack, not recursion: a body may be nested thousands deep.
 */
export function fieldsWithUnstorableText(body: unknown): string[] {
  const found = new Set<string>();
  const stack: [unknown, string][] = [[body, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (unstorable(value)) found.add(path || 'detail');
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (unstorable(key)) found.add(path || 'detail');
      else stack.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return [...found].sort();
}

/**
 * A JSON body with text the database cannot store is refused here, field by field in the caller's
 * language, before a statement fails on it (which was a 500).
 */
export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = fieldsWithUnstorableText(request.body);
    if (fields.length)
      throw new ValidationFailed(
        fields.map((field) => ({ field, messageKey: UNSTORABLE_MESSAGE })),
      );
  });
}
