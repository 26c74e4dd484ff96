import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '@ergo/db';
import { loadOrCreateSecret } from '@ergo/platform';
import { createLinkToken } from '../../domain/accounts/link-tokens';
import { hashToken } from '../../lib/tokens';
import { createTestApp, PASSWORD, signIn, signUp, type SignedIn } from '../../../test/helpers';

// Issue 17 items 5 and 9: an access token dies with its session (logout, password change or reset,
// a stolen refresh token), `exp` is required, and a refresh token has at most one live successor.
const t = await createTestApp();
const EXPIRED = {
  en: [{ field: 'detail', message: 'Your session has expired. Please login again.' }],
  tr: [{ field: 'detail', message: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.' }],
};

const me = (access: string, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: '/api/auth/',
    headers: { authorization: `Bearer ${access}`, 'accept-language': lang },
  });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
const logout = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: token } });

async function expectEnded(access: string): Promise<void> {
  const en = await me(access);
  expect(en.statusCode).toBe(401);
  expect(en.json()).toEqual({ errors: EXPIRED.en });
  expect((await me(access, 'tr')).json()).toEqual({ errors: EXPIRED.tr });
}

describe('access tokens end with their session', () => {
  it('after logout, at once; another session of the same user goes on', async () => {
    const user = await signUp(t);
    const laptop = await signIn(t.app, user.email);
    expect((await me(user.access)).statusCode).toBe(200); // read once: now in the session cache
    expect((await logout(user.refresh)).statusCode).toBe(200);
    await expectEnded(user.access);
    expect((await me(laptop.access)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('after a password reset, every session of the user', async () => {
    const user = await signUp(t);
    const laptop = await signIn(t.app, user.email);
    expect((await me(user.access)).statusCode).toBe(200);
    const link = await createLinkToken(
      t.ctx.db,
      { id: user.userId, organizationId: user.orgId },
      'password_reset',
    );
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/confirm/',
      payload: { ...link, password: 'brand-new-secret-7', password_confirm: 'brand-new-secret-7' },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(user.access);
    await expectEnded(laptop.access);
  });

  it('after a password change, the other sessions and the old token; the returned pair works', async () => {
    const user = await signUp(t);
    const laptop = await signIn(t.app, user.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password/',
      headers: user.headers,
      payload: {
        current_password: PASSWORD,
        password: 'brand-new-secret-8',
        password_confirm: 'brand-new-secret-8',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(laptop.access);
    await expectEnded(user.access);
    expect((await me(changed.json<{ access: string }>().access)).statusCode).toBe(200);
  });

  it('after a stolen refresh token is detected, for the thief and the owner alike', async () => {
    const strict = await createTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
    const user = await signUp(strict);
    const rotate = (token: string) =>
      strict.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh: token } });
    const owner = (await rotate(user.refresh)).json<{ access: string; refresh: string }>();
    const read = (access: string) =>
      strict.app.inject({
        method: 'GET',
        url: '/api/auth/',
        headers: { authorization: `Bearer ${access}` },
      });
    expect((await read(owner.access)).statusCode).toBe(200);
    expect((await rotate(user.refresh)).statusCode).toBe(401); // the copy comes back
    for (const access of [owner.access, user.access]) {
      const refused = await read(access);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ errors: EXPIRED.en });
    }
  });

  it('refuses a validly signed token without exp, or without a session', async () => {
    const user = await signUp(t);
    const secret = loadOrCreateSecret(t.dataDir, 'jwt-secret');
    const sid = (await t.ctx.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(user.refresh)))
      .then((rows) => rows[0]?.familyId)) as string;
    const base = { org: user.orgId, typ: 'access' };
    const sign = (claims: Record<string, unknown>, exp: boolean) => {
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuedAt();
      return (exp ? jwt.setExpirationTime('5m') : jwt).sign(secret);
    };
    expect((await me(await sign({ ...base, sid }, true))).statusCode).toBe(200); // the control
    for (const token of [await sign({ ...base, sid }, false), await sign(base, true)]) {
      const refused = await me(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ errors: [{ field: 'detail', message: 'Unauthorized.' }] });
    }
    // A session id of someone else's session does not make a token of this user valid.
    const other = await signUp(t);
    const theirs = (await t.ctx.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(other.refresh)))
      .then((rows) => rows[0]?.familyId)) as string;
    expect((await me(await sign({ ...base, sid: theirs }, true))).statusCode).toBe(401);
  });
});

describe('a refresh token has at most one live successor', () => {
  const usable = async (tokens: string[]) => {
    const answers = [];
    for (const token of tokens) answers.push((await refresh(token)).statusCode);
    return answers.filter((status) => status === 200).length;
  };

  it('10 parallel uses of one token in the grace period leave exactly one working token', async () => {
    const user = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(user.refresh)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const successors = answers.map((answer) => answer.json<{ refresh: string }>().refresh);
    expect(new Set(successors).size).toBe(10);
    expect(await usable(successors)).toBe(1);
    // The session itself lives on: a replaced successor is refused, nothing more.
    expect((await me(answers[0]?.json<{ access: string }>().access ?? '')).statusCode).toBe(200);
  });

  it('a lost response is replaced: the replay gets the live successor, the lost one dies', async () => {
    const user = await signUp(t);
    const lost = (await refresh(user.refresh)).json<{ refresh: string }>();
    const kept = (await refresh(user.refresh)).json<{ refresh: string }>();
    expect((await refresh(lost.refresh)).statusCode).toBe(401);
    expect((await refresh(kept.refresh)).statusCode).toBe(200);
  });

  it('once the successor was used, a replay of its parent is a theft: the session ends', async () => {
    const user: SignedIn = await signUp(t);
    const next = (await refresh(user.refresh)).json<{ access: string; refresh: string }>();
    const after = (await refresh(next.refresh)).json<{ access: string; refresh: string }>();
    expect((await refresh(user.refresh)).statusCode).toBe(401); // within the grace period still
    expect((await refresh(after.refresh)).statusCode).toBe(401);
    await expectEnded(after.access);
  });
});
