const UNIQUE_VIOLATION = '23505';
/** a NUL byte in text (22021), or \u0000 in JSON (22P05): values PostgreSQL cannot store */
const UNSTORABLE_TEXT = ['22021', '22P05'];
/** serialization_failure (40001) and deadlock_detected (40P01): the database gave way to another */
const CONFLICT = ['40001', '40P01'];

/** Whether a driver error (or one it wraps) carries one of `codes`, on PGlite and pg. */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a driver error (or one it wraps) is a unique-constraint violation, on PGlite and pg. */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, [UNIQUE_VIOLATION]);

/** Whether the database refused a value as text it cannot store (a NUL character). */
export const isUnstorableText = (error: unknown): boolean => hasCode(error, UNSTORABLE_TEXT);

/**
 * Whether the database rolled the transaction back because of another one running at the same
 * time (a serialization failure or a deadlock): the same work may succeed when tried again.
 */
export const isTransactionConflict = (error: unknown): boolean => hasCode(error, CONFLICT);
