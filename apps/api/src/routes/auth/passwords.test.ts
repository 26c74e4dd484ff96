import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '@ergo/db';
import { createTestApp, PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/helpers';

// Failed password checks are slowed down (login-limits.test.ts); here only the counting matters.
const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });
const NEW_PASSWORD = 'brand-new-secret-7';
/** Asks for a reset link and waits for the mail, which goes out after the answer. */
const requestReset = async (email: string) => {
  const response = await askReset(email);
  await t.ctx.background.settled();
  return response;
};
const askReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/', payload: { email } });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const confirm = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/confirm/', payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

describe('password reset', () => {
  it('mails a link; the link sets a new password once and ends every session', async () => {
    const user = await signUp(t);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const link = t.mailbox.linkTo(user.email);
    expect(link.url).toMatch(/^http:\/\/app\.test\/reset-password\//);

    const mismatch = await confirm({
      ...link,
      password: NEW_PASSWORD,
      password_confirm: 'different-1',
    });
    expect(mismatch.json()).toEqual({
      errors: [{ field: 'password_confirm', message: 'Passwords do not match' }],
    });
    const ok = await confirm({ ...link, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await confirm({
      ...link,
      password: 'third-password-9',
      password_confirm: 'third-password-9',
    });
    expect(again.json()).toEqual({
      errors: [{ field: 'detail', message: 'This link is invalid or has expired.' }],
    });
    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(oldSession.statusCode).toBe(401);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const user = await signUp(t);
    const before = t.mailbox.messages.length;
    const response = await requestReset(uniqueEmail());
    expect(response.statusCode).toBe(200);
    expect(t.mailbox.messages.length).toBe(before);
    expect((await requestReset(user.email)).body).toBe(response.body);
  });

  it('takes the same time for a known address as for an unknown one (reset and new activation link)', async () => {
    const even = await createTestApp({ ACCOUNT_ANSWER_MIN_MS: '100' });
    const known = await signUp(even);
    const waiting = uniqueEmail(); // registered, not activated: the one a new activation link is for
    await even.app.inject({
      method: 'POST',
      url: '/api/auth/',
      payload: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: waiting,
        password: PASSWORD,
        password_confirm: PASSWORD,
        organization: 'Acme',
      },
    });
    await even.ctx.background.settled();
    for (const [url, account] of [
      ['/api/auth/reset-password/', known.email],
      ['/api/auth/resend-activation/', waiting],
    ] as const) {
      const times = { known: [] as number[], unknown: [] as number[] };
      const mailsBefore = even.mailbox.messages.length;
      // Back to back, as a prober would: the work of one request must not slow the next one either.
      for (let i = 0; i < 15; i += 1) {
        for (const kind of ['known', 'unknown'] as const) {
          const email = kind === 'known' ? account : uniqueEmail();
          const started = performance.now();
          const response = await even.app.inject({ method: 'POST', url, payload: { email } });
          times[kind].push(performance.now() - started);
          expect(response.statusCode).toBe(200);
        }
      }
      await even.ctx.background.settled();
      expect(even.mailbox.messages.length - mailsBefore).toBe(15); // only the known address's
      const ratio = median(times.known) / median(times.unknown);
      expect(ratio, url).toBeGreaterThan(1 / 1.5);
      expect(ratio, url).toBeLessThan(1.5);
    }
  });

  it('lets the owner of an address locked by guessing straight in: a reset forgets the failures', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 5; i += 1) await login(user.email, `guess-${i}-password`);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(423);
    await requestReset(user.email);
    const link = t.mailbox.linkTo(user.email);
    await confirm({ ...link, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await signUp(t);
    await requestReset(user.email);
    const link = t.mailbox.linkTo(user.email);
    await t.ctx.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.userId), eq(userTokens.organizationId, user.orgId)));
    const response = await confirm({
      ...link,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
  });

  it('is rate-limited per IP', async () => {
    const limited = await createTestApp({ RESET_RATE_LIMIT_PER_MINUTE: '2' });
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/',
        payload: { email: uniqueEmail() },
      });
    await ask();
    await ask();
    expect((await ask()).statusCode).toBe(429);
  });
});

describe('POST /auth/set-password/', () => {
  const setPassword = (
    headers: Record<string, string>,
    payload: Record<string, unknown>,
    lang = 'en',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password/',
      headers: { ...headers, 'accept-language': lang },
      payload,
    });

  it('needs the current password', async () => {
    const user = await signUp(t);
    const wrong = await setPassword(
      user.headers,
      { current_password: 'nope-nope-1', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
      'tr',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [{ field: 'current_password', message: 'Mevcut şifreniz hatalı' }],
    });
  });

  it('changes it, keeps this session with new tokens and ends the others', async () => {
    const user = await signUp(t);
    const other = await signIn(t.app, user.email);
    const response = await setPassword(user.headers, {
      current_password: PASSWORD,
      password: NEW_PASSWORD,
      password_confirm: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ access: string; refresh: string; detail: string }>();
    expect(body.detail).toBe('Your password has been changed.');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          payload: { refresh: other.refresh },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          payload: { refresh: body.refresh },
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts a wrong current password like a failed sign-in: the fifth locks, even the right one', async () => {
    const user = await signUp(t);
    const attempt = (current: string) =>
      setPassword(user.headers, {
        current_password: current,
        password: NEW_PASSWORD,
        password_confirm: NEW_PASSWORD,
      });
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(`guess-${i}-password`)).statusCode).toBe(400);
    const fifth = await attempt('guess-5-password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({
      errors: [{ field: 'detail', message: 'Account is temporarily locked.' }],
    });
    expect((await attempt(PASSWORD)).statusCode).toBe(423);
    // The same count as sign-in from this address: no second allowance there either.
    expect((await login(user.email, PASSWORD)).statusCode).toBe(423);
  });

  it('requires sign-in', async () => {
    expect(
      (
        await setPassword(
          {},
          { current_password: PASSWORD, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
        )
      ).statusCode,
    ).toBe(401);
  });
});
