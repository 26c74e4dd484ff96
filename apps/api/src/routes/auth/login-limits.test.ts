import { describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, signUp, type TestApp } from '../../../test/helpers';

/*
 * The guessing limits (domain/accounts/login-throttle.ts): per account and client address, a lock
 * for the guessing address only; across addresses, a slowdown and a mailed unlock link, never a lock.
 */

const LOCKED = { errors: [{ field: 'detail', message: 'Account is temporarily locked.' }] };

function loginFrom(t: TestApp, address: string, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: address,
    payload: { email, password },
  });
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

describe('guessing from one address', () => {
  it('locks the guessing address only: the owner signs in from another address at once', async () => {
    const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });
    const owner = await signUp(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await loginFrom(t, '203.0.113.7', owner.email, `guess-${i}-pw`)).statusCode).toBe(
        400,
      );
    }
    const fifth = await loginFrom(t, '203.0.113.7', owner.email, 'guess-5-pw');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual(LOCKED);
    // The attacker's address stays locked, even with the right password...
    expect((await loginFrom(t, '203.0.113.7', owner.email, PASSWORD)).statusCode).toBe(423);
    // ...while the owner, elsewhere, is not held back at all.
    const { result, ms } = await timed(() => loginFrom(t, '198.51.100.20', owner.email, PASSWORD));
    expect(result.statusCode).toBe(200);
    expect(ms).toBeLessThan(1000);
  });

  it('slows each further attempt from an address down before it locks', async () => {
    const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '120' });
    const owner = await signUp(t);
    const first = await timed(() => loginFrom(t, '203.0.113.8', owner.email, 'guess-1-pw'));
    const second = await timed(() => loginFrom(t, '203.0.113.8', owner.email, 'guess-2-pw'));
    const third = await timed(() => loginFrom(t, '203.0.113.8', owner.email, 'guess-3-pw'));
    expect([first, second, third].map((a) => a.result.statusCode)).toEqual([400, 400, 400]);
    expect(second.ms).toBeGreaterThanOrEqual(115);
    expect(third.ms).toBeGreaterThanOrEqual(235);
    // Even the right password waits: a quick answer would tell the guesser to stop waiting.
    const right = await timed(() => loginFrom(t, '203.0.113.8', owner.email, PASSWORD));
    expect(right.result.statusCode).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(470);
  });

  it('gives a parallel burst from one address no more password checks than its allowance', async () => {
    const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });
    const owner = await signUp(t);
    // Twenty guesses at once, the right one last: it comes after the allowance of five is spent.
    const guesses = [...Array.from({ length: 19 }, (_, i) => `guess-${i}-pw`), PASSWORD];
    const answers = await Promise.all(
      guesses.map((guess) => loginFrom(t, '203.0.113.9', owner.email, guess)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toEqual([]);
    expect(codes.filter((code) => code === 400).length).toBeLessThanOrEqual(4);
    expect(codes.filter((code) => code === 423).length).toBeGreaterThanOrEqual(16);
  });
});

describe('guessing from many addresses', () => {
  it('slows every attempt past the account ceiling, mails the owner one unlock link, and the link lets them straight in once', async () => {
    const t = await createTestApp({
      LOCKOUT_ACCOUNT_MAX_FAILURES: '3',
      LOGIN_SLOWDOWN_BASE_MS: '250',
      LOGIN_SLOWDOWN_MAX_MS: '1000',
    });
    const owner = await signUp(t, { language: 'tr' });
    const mailsBefore = t.mailbox.messages.length;
    // Three addresses, one guess each: up to the ceiling, and no address has failed before.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      expect((await loginFrom(t, address, owner.email, 'wrong-guess-1')).statusCode).toBe(400);
    }
    // Past the ceiling every attempt waits, and the wait doubles.
    const fourth = await timed(() => loginFrom(t, '192.0.2.4', owner.email, 'wrong-guess-1'));
    const fifth = await timed(() => loginFrom(t, '192.0.2.5', owner.email, 'wrong-guess-1'));
    expect([fourth.result.statusCode, fifth.result.statusCode]).toEqual([400, 400]);
    expect(fourth.ms).toBeGreaterThanOrEqual(245);
    expect(fifth.ms).toBeGreaterThanOrEqual(495);
    // The owner is slowed too, but never locked out.
    const slowOwner = await timed(() => loginFrom(t, '198.51.100.1', owner.email, PASSWORD));
    expect(slowOwner.result.statusCode).toBe(200);
    expect(slowOwner.ms).toBeGreaterThanOrEqual(995);

    // One mail for the window, in the owner's language, however many failures passed the ceiling.
    await t.ctx.background.settled();
    const mails = t.mailbox.messages.slice(mailsBefore);
    expect(mails.map((mail) => mail.subject)).toEqual(['ErgoAssess hesabınızın kilidini açın']);
    const link = t.mailbox.linkTo(owner.email);
    expect(link.url).toMatch(/^http:\/\/app\.test\/unlock\/[^/]+\/[^/]+$/);

    const unlock = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock/',
      headers: { 'accept-language': 'tr' },
      payload: { uid: link.uid, token: link.token },
    });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toEqual({
      detail: 'Hesabınızın kilidi açıldı. Artık giriş yapabilirsiniz.',
    });
    // Without the link this sign-in would wait 1,000 ms again (five failures past the ceiling of 3).
    const fastOwner = await timed(() => loginFrom(t, '198.51.100.1', owner.email, PASSWORD));
    expect(fastOwner.result.statusCode).toBe(200);
    expect(fastOwner.ms).toBeLessThan(700);

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock/',
      payload: { uid: link.uid, token: link.token },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      errors: [{ field: 'detail', message: 'This link is invalid or has expired.' }],
    });
  });

  it('refuses a forged or malformed unlock link with a clear message', async () => {
    const t = await createTestApp();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock/',
      payload: { uid: 'bm90LWEtdXNlcg', token: 'not-a-token' },
    });
    expect(forged.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock/',
      headers: { 'accept-language': 'tr' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).not.toContain('Server error');
  });
});
