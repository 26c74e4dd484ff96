import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifiedAccessTokens } from './verified-access-tokens';
import { organizationId, userId } from '@ergo/db';

const secret = new TextEncoder().encode('a secret of at least thirty-two characters');
const claims = {
  userId: userId('user-1'),
  orgId: organizationId('org-1'),
  sessionId: 'session-1',
};

describe('access tokens remembered once verified', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a token it has verified with the same claims, until the token expires', async () => {
    const tokens = new VerifiedAccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token)).toEqual({ ok: true, claims });

    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(await tokens.verify(token)).toEqual({ ok: false, expired: true });
  });

  it('refuses a token that differs from a remembered one, however little', async () => {
    const tokens = new VerifiedAccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, payload, signature = ''] = token.split('.');
    const forged = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await tokens.verify(forged)).ok).toBe(false);
    const otherKey = new VerifiedAccessTokens(new TextEncoder().encode('x'.repeat(40)), 60);
    expect((await otherKey.verify(token)).ok).toBe(false);
  });
});
