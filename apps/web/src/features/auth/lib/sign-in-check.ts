import type { FormCheck, FormIssue } from '../../../lib/form';

/**
 * The sign-in form's check without zod, so the sign-in screen's first load does without it: the
 * same rules, messages and output as loginBodySchema of @ergo/contracts (a test holds the two
 * together), which the server still applies. E-mail: trimmed, required, at most 254 characters,
 * z.email()'s pattern, lower-cased; password: required, at most 128 characters.
 */

/** z.email()'s default pattern (zod/v4/core/regexes `email`). */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest e-mail address and password the server accepts. */
export const SIGN_IN_LIMITS = { email: 254, password: 128 } as const;

/** A text's length checks; undefined when it is not text (the issue is then recorded). */
function checkText(
  value: unknown,
  path: string,
  max: number,
  issues: FormIssue[],
): string | undefined {
  if (typeof value !== 'string') {
    issues.push({
      path: [path],
      code: 'invalid_type',
      message: value === undefined ? 'validation.required' : 'validation.invalid_format',
    });
    return undefined;
  }
  if (value.length < 1)
    issues.push({ path: [path], code: 'too_small', minimum: 1, message: 'validation.required' });
  if (value.length > max)
    issues.push({ path: [path], code: 'too_big', maximum: max, message: 'validation.max_length' });
  return value;
}

export const signInCheck: FormCheck = {
  maxLength: (path) => (path === 'email' || path === 'password' ? SIGN_IN_LIMITS[path] : undefined),
  safeParse(values) {
    const input = (typeof values === 'object' && values !== null ? values : {}) as Record<
      string,
      unknown
    >;
    const issues: FormIssue[] = [];
    const raw = input.email;
    let email = checkText(
      typeof raw === 'string' ? raw.trim() : raw,
      'email',
      SIGN_IN_LIMITS.email,
      issues,
    );
    if (email !== undefined && issues.length === 0 && !EMAIL_PATTERN.test(email))
      issues.push({ path: ['email'], code: 'invalid_format', message: 'validation.email' });
    email = email?.toLowerCase();
    const password = checkText(input.password, 'password', SIGN_IN_LIMITS.password, issues);
    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { email, password } };
  },
};
