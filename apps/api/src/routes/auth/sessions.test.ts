import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '@ergo/db';
import { loadOrCreateSecret } from '@ergo/platform';
import { hashToken } from '../../lib/tokens';
import { createTestApp, PASSWORD, signIn, signUp, uniqueEmail } from '../../../test/helpers';

// Failed sign-ins are slowed down (login-limits.test.ts); here only the counting matters.
const t = await createTestApp({ LOGIN_SLOWDOWN_BASE_MS: '1' });
const login = (email: string, password: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: { 'accept-language': lang },
    payload: { email, password },
  });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });

describe('POST /auth/login/', () => {
  it('returns access and refresh tokens and the user with the organization credit', async () => {
    const user = await signUp(t);
    const response = await login(user.email, PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      access: string;
      refresh: string;
      user: Record<string, unknown>;
    }>();
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh.length).toBeGreaterThan(30);
    expect(body.user).toMatchObject({ email: user.email, organization: { credit: 10 } });
    expect(response.body).not.toContain(PASSWORD);
  });

  it('answers the same text for a wrong password and an unknown address', async () => {
    const user = await signUp(t);
    const wrong = await login(user.email, 'wrong-password-1');
    const unknown = await login(uniqueEmail(), 'wrong-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      errors: [{ field: 'detail', message: 'Invalid email or password.' }],
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect((await login(user.email, 'x', 'tr')).json()).toEqual({
      errors: [{ field: 'detail', message: 'Geçersiz e-posta veya şifre.' }],
    });
  });

  it('locks the address for that account after 5 failures in 15 minutes, even for the right password', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 4; i += 1)
      expect((await login(user.email, `bad-${i}-password`)).statusCode).toBe(400);
    const fifth = await login(user.email, 'bad-5-password');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toEqual({
      errors: [{ field: 'detail', message: 'Account is temporarily locked.' }],
    });
    const right = await login(user.email, PASSWORD, 'tr');
    expect(right.statusCode).toBe(423);
    expect(right.json()).toEqual({
      errors: [{ field: 'detail', message: 'Hesap geçici olarak kilitlendi.' }],
    });
  });

  it('locks unknown addresses the same way, so the lock reveals no account', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) await login(email, `bad-${i}-password`);
    expect((await login(email, 'bad-6-password')).statusCode).toBe(423);
  });

  it('rate-limits sign-in attempts per IP', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: uniqueEmail(), password: 'whatever-1' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      errors: [{ field: 'detail', message: 'Too many requests. Please try again later.' }],
    });
  });
});

describe('POST /auth/refresh/ (rotation and reuse detection)', () => {
  it('rotates: a new pair each time, and the old refresh token is dead', async () => {
    const user = await signUp(t);
    const first = await refresh(user.refresh);
    expect(first.statusCode).toBe(200);
    const pair = first.json<{ access: string; refresh: string }>();
    expect(pair.refresh).not.toBe(user.refresh);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: { authorization: `Bearer ${pair.access}` },
    });
    expect(me.statusCode).toBe(200);
    expect((await refresh(pair.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole session family when a used token comes back', async () => {
    const strict = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    const t = strict;
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
    const user = await signUp(t);
    const stolen = user.refresh;
    const legit = (await refresh(stolen)).json<{ refresh: string }>();
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      errors: [{ field: 'detail', message: 'Your session has expired. Please login again.' }],
    });
    // The owner's newer token of the same family is dead too; another sign-in session is not.
    expect((await refresh(legit.refresh)).statusCode).toBe(401);
    const other = await signIn(t.app, user.email);
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('answers a token replayed moments after its rotation (a lost response) with a new pair, not a revocation', async () => {
    const user = await signUp(t);
    const lost = (await refresh(user.refresh)).json<{ refresh: string }>(); // the browser never got this one
    const again = await refresh(user.refresh);
    expect(again.statusCode).toBe(200);
    const kept = again.json<{ access: string; refresh: string }>();
    expect(kept.refresh).not.toBe(lost.refresh);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: { authorization: `Bearer ${kept.access}` },
    });
    expect(me.statusCode).toBe(200);
    // Past the grace period (first use counts, replays do not extend it) it is a theft again.
    await t.ctx.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(user.refresh)));
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(kept.refresh)).statusCode).toBe(401);
  });

  it('refuses an unknown token', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });
});

describe('POST /auth/logout/', () => {
  it('revokes the refresh token of that session only', async () => {
    const user = await signUp(t);
    const second = await signIn(t.app, user.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      payload: { refresh: user.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('answers 401 without, with a malformed, or with a forged token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ errors: [{ field: 'detail', message: 'Unauthorized.' }] });
    const forged = await new SignJWT({ org: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('someone')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-different-secret-of-32-characters!!'));
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/',
          headers: { authorization: `Bearer ${forged}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/',
          headers: { authorization: 'Bearer abc' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('says the session expired for an expired access token (the client then refreshes)', async () => {
    const user = await signUp(t);
    const secret = loadOrCreateSecret(t.dataDir, 'jwt-secret');
    const expired = await new SignJWT({ org: user.orgId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/',
      headers: { authorization: `Bearer ${expired}`, 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [
        { field: 'detail', message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.' },
      ],
    });
  });
});
