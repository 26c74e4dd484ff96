import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTokens, isAuthenticated, setTokens } from '../../../browser/session';
import { logout } from './logout';

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('revokes the session by its refresh token and clears the stored session', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ detail: 'bye' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setTokens({ access: 'a1', refresh: 'r1' });
    await logout();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/logout/');
    expect(init.body).toBe(JSON.stringify({ refresh: 'r1' }));
    expect(getTokens()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });

  it('still signs out here when the server refuses or cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    setTokens({ access: 'a1', refresh: 'r1' });
    await expect(logout()).resolves.toBeUndefined();
    expect(getTokens()).toBeNull();
  });
});
