import { loginBodySchema, maxLengthOf } from '@ergo/contracts';
import { describe, expect, it } from 'vitest';
import { zodResolver } from '../../../lib/form';
import { SIGN_IN_LIMITS, signInCheck } from './sign-in-check';

const EMAILS = [
  '',
  ' ',
  'ada@example.com',
  ' Ada@Example.COM ',
  'ada.lovelace+ergo@mail.example.co.uk',
  "o'brien@example.ie",
  'ada@example',
  'ada@@example.com',
  '@example.com',
  'ada@',
  'ada',
  '.ada@example.com',
  'ada.@example.com',
  'ada..lovelace@example.com',
  'ada@-example.com',
  'ada@example.c',
  'ada@exa_mple.com',
  'ada lovelace@example.com',
  'ayşe@example.com.tr',
  'ayse@örnek.com',
  `${'a'.repeat(64)}@${'b'.repeat(180)}.com`,
  `${'a'.repeat(245)}@example.com`,
  `  ${'a'.repeat(240)}@example.com  `,
];
const PASSWORDS = ['', ' ', 'x', 'Str0ng-pass', 'p'.repeat(128), 'p'.repeat(129)];
const ODD_VALUES = [undefined, null, 42, ['a@example.com'], {}];

describe('the sign-in check without zod agrees with loginBodySchema', () => {
  it('on errors (message, min, max) and on the values it submits, for every pair', () => {
    const cases = [
      ...EMAILS.flatMap((email) => PASSWORDS.map((password) => ({ email, password }))),
      ...ODD_VALUES.map((email) => ({ email, password: 'Str0ng-pass' })),
      ...ODD_VALUES.map((password) => ({ email: 'ada@example.com', password })),
      {},
    ];
    expect(cases.length).toBeGreaterThan(140);
    for (const values of cases) {
      expect(zodResolver(signInCheck)(values), JSON.stringify(values)).toEqual(
        zodResolver(loginBodySchema)(values),
      );
      const ours = signInCheck.safeParse(values);
      const theirs = loginBodySchema.safeParse(values);
      expect(ours.success, JSON.stringify(values)).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
    }
  });

  it('has the same length limits as the schema', () => {
    for (const path of ['email', 'password'])
      expect(signInCheck.maxLength(path)).toBe(maxLengthOf(loginBodySchema, path));
    const long = (n: number) => ({ email: `${'a'.repeat(n - 12)}@example.com`, password: 'x' });
    expect(signInCheck.safeParse(long(SIGN_IN_LIMITS.email)).success).toBe(true);
    expect(loginBodySchema.safeParse(long(SIGN_IN_LIMITS.email)).success).toBe(true);
    expect(loginBodySchema.safeParse(long(SIGN_IN_LIMITS.email + 1)).success).toBe(false);
    const password = (n: number) => ({ email: 'ada@example.com', password: 'p'.repeat(n) });
    expect(loginBodySchema.safeParse(password(SIGN_IN_LIMITS.password)).success).toBe(true);
    expect(loginBodySchema.safeParse(password(SIGN_IN_LIMITS.password + 1)).success).toBe(false);
  });
});
