import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '@ergo/db';
import { createTestApp, PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/helpers';

const t = await createTestApp();
const NEW_PASSWORD = 'brand-new-secret-7';
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/', payload: { email } });
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
    const before = t.mailbox.messages.length;
    const response = await requestReset(uniqueEmail());
    expect(response.statusCode).toBe(200);
    expect(t.mailbox.messages.length).toBe(before);
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
