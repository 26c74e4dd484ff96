import { describe, expect, it, vi } from 'vitest';
import { loginFailures } from '@ergo/db';
import { createTestApp, PASSWORD, signUp, type TestApp } from '../../../test/helpers';

/*
 * Parallel sign-ins from one address (domain/accounts/login-throttle.ts): the attempts in flight
 * never exceed the address's allowance, so a burst of guesses gets no more password checks than
 * guesses made one after another, and a right password is never refused or slowed by its siblings.
 */

// Counts the password checks (argon2 verifications): the limits are about how many happen.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...actual,
    verifyPassword: (passwordHash: string, password: string) => {
      checks.count += 1;
      return actual.verifyPassword(passwordHash, password);
    },
  };
});

function loginFrom(t: TestApp, address: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: address,
    payload: { email, password },
  });
}

async function burst(t: TestApp, address: string, email: string, passwords: string[]) {
  const answers = await Promise.all(passwords.map((p) => loginFrom(t, address, email, p)));
  return answers.map((answer) => answer.statusCode);
}

describe('parallel sign-ins with the right password', () => {
  it('lets six at once from one address all in, none of them slowed by the others', async () => {
    // A wait of two seconds per failure would show at once if a sibling counted as one.
    const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '2000' });
    const owner = await signUp(t);
    const started = performance.now();
    const codes = await burst(t, '198.51.100.30', owner.email, Array<string>(6).fill(PASSWORD));
    expect(codes).toEqual(Array<number>(6).fill(200));
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('lets twenty at once in when the allowance is two: the rest wait their turn, unrefused', async () => {
    const t = await createTestApp({ LOCKOUT_MAX_FAILURES: '2', LOGIN_SLOWDOWN_BASE_MS: '2000' });
    const owner = await signUp(t);
    const codes = await burst(t, '198.51.100.31', owner.email, Array<string>(20).fill(PASSWORD));
    expect(codes).toEqual(Array<number>(20).fill(200));
    // Nothing was left counted against the address: the next sign-in goes straight in.
    expect((await loginFrom(t, '198.51.100.31', owner.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('a parallel burst of wrong guesses from one address', () => {
  it('gets exactly the allowance of password checks, and the same lock as guesses one by one', async () => {
    const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });
    const owner = await signUp(t);
    const before = checks.count;
    const guesses = Array.from({ length: 20 }, (_, i) => `guess-${i}-pw`);
    const codes = await burst(t, '203.0.113.40', owner.email, guesses);
    expect(checks.count - before).toBe(5);
    expect(codes.filter((code) => code === 400)).toHaveLength(4);
    expect(codes.filter((code) => code === 423)).toHaveLength(16);
    // Locked for that account from that address, even with the right password, and without a check.
    const afterBurst = checks.count;
    expect((await loginFrom(t, '203.0.113.40', owner.email, PASSWORD)).statusCode).toBe(423);
    expect(checks.count).toBe(afterBurst);
    // The owner elsewhere is not held back.
    expect((await loginFrom(t, '198.51.100.40', owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts the checks in flight against what is left of the allowance after earlier failures', async () => {
    const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });
    const owner = await signUp(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom(t, '203.0.113.41', owner.email, `early-${i}-pw`)).statusCode).toBe(
        400,
      );
    }
    const before = checks.count;
    const guesses = Array.from({ length: 10 }, (_, i) => `guess-${i}-pw`);
    const codes = await burst(t, '203.0.113.41', owner.email, guesses);
    expect(checks.count - before).toBe(2);
    expect(codes.filter((code) => code === 400)).toHaveLength(1);
    expect(codes.filter((code) => code === 423)).toHaveLength(9);
  });

  it('counts a booking whose check never finished (the process stopped) as a failure', async () => {
    const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });
    const owner = await signUp(t);
    const timedOut = new Date(Date.now() - 1000);
    await t.ctx.db.insert(loginFailures).values(
      Array.from({ length: 5 }, () => ({
        email: owner.email,
        ip: '203.0.113.42',
        pendingUntil: timedOut,
      })),
    );
    expect((await loginFrom(t, '203.0.113.42', owner.email, PASSWORD)).statusCode).toBe(423);
    expect((await loginFrom(t, '198.51.100.42', owner.email, PASSWORD)).statusCode).toBe(200);
  });
});
