import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../browser/browser';
import {
  getStoredUser,
  getTokens,
  isAuthenticated,
  setTokens,
  storeOnboarding,
  SESSION_COOKIES,
} from '../browser/session';
import { getCookie, setCookie } from '../browser/cookies';
import { apiRequest, resetClientState } from './client';
import { ApiError } from './errors';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A tiny fake API: /auth/refresh/ rotates tokens; other paths accept only the current access token. */
function fakeServer(options: { refreshOk?: boolean; refreshDelayMs?: number } = {}) {
  const calls: Call[] = [];
  let validAccess = 'access-2';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', headers, body });
    if (url.endsWith('/auth/refresh/')) {
      await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs ?? 5));
      if (options.refreshOk === false) {
        return json(401, {
          errors: [{ field: 'detail', message: 'Your session has expired. Please login again.' }],
        });
      }
      validAccess = 'access-2';
      return json(200, { access: 'access-2', refresh: 'refresh-2' });
    }
    if (headers.Authorization !== `Bearer ${validAccess}`) {
      return json(401, { errors: [{ field: 'detail', message: 'Unauthorized.' }] });
    }
    return json(200, { ok: url });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

describe('API client session rules (SPEC §4)', () => {
  let reload: ReturnType<typeof vi.spyOn>;
  let goToRoot: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    resetClientState();
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    goToRoot = vi.spyOn(browser, 'goToRoot').mockImplementation(() => undefined);
    setTokens({ access: 'access-1', refresh: 'refresh-1' });
    setCookie(SESSION_COOKIES.user, JSON.stringify({ id: 'u1' }));
    setCookie(SESSION_COOKIES.credit, '5');
    storeOnboarding([{ id: 'operations', hidden: false }]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the bearer token and the current language', async () => {
    const { calls } = fakeServer();
    setTokens({ access: 'access-2', refresh: 'refresh-1' });
    await apiRequest('/auth/');
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-2');
    expect(calls[0]?.headers['Accept-Language']).toMatch(/^(en|tr)$/);
    expect(calls[0]?.url).toBe('/api/auth/');
  });

  it('refreshes once on a 401 and retries the request with the new token', async () => {
    const { calls } = fakeServer();
    await expect(apiRequest('/auth/')).resolves.toEqual({ ok: '/api/auth/' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/', '/api/auth/refresh/', '/api/auth/']);
    expect(calls[1]?.body).toEqual({ refresh: 'refresh-1' });
    expect(calls[2]?.headers.Authorization).toBe('Bearer access-2');
    expect(getTokens()).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('concurrent 401s share a single refresh, then every request is retried', async () => {
    const { calls } = fakeServer({ refreshDelayMs: 30 });
    const results = await Promise.all([apiRequest('/a/'), apiRequest('/b/'), apiRequest('/c/')]);
    expect(results).toEqual([{ ok: '/api/a/' }, { ok: '/api/b/' }, { ok: '/api/c/' }]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh/'))).toHaveLength(1);
    const retried = calls.filter(
      (c) => !c.url.endsWith('/refresh/') && c.headers.Authorization === 'Bearer access-2',
    );
    expect(retried.map((c) => c.url).sort()).toEqual(['/api/a/', '/api/b/', '/api/c/']);
  });

  it('a request that starts while a refresh runs waits for it instead of sending the old token', async () => {
    const { calls } = fakeServer({ refreshDelayMs: 30 });
    const first = apiRequest('/a/');
    await new Promise((resolve) => setTimeout(resolve, 10)); // the refresh is now in flight
    const second = apiRequest('/b/');
    await Promise.all([first, second]);
    const b = calls.filter((c) => c.url === '/api/b/');
    expect(b).toHaveLength(1);
    expect(b[0]?.headers.Authorization).toBe('Bearer access-2');
    expect(calls.filter((c) => c.url.endsWith('/refresh/'))).toHaveLength(1);
  });

  it('a failed refresh clears the stored session and reloads the page', async () => {
    const { calls } = fakeServer({ refreshOk: false });
    const pending = apiRequest('/auth/');
    let settled = false;
    void pending.then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).toBe(false);
    expect(calls.filter((c) => c.url.endsWith('/refresh/'))).toHaveLength(1);
    expect(getTokens()).toBeNull();
    expect(isAuthenticated()).toBe(false);
    expect(getStoredUser()).toBeNull();
    expect(getCookie(SESSION_COOKIES.credit)).toBeUndefined();
    expect(getCookie(SESSION_COOKIES.onboarding)).toBeUndefined();
    expect(getCookie(SESSION_COOKIES.authenticated)).toBeUndefined();
  });

  it('concurrent requests with a failing refresh reload only once', async () => {
    fakeServer({ refreshOk: false, refreshDelayMs: 20 });
    void apiRequest('/a/');
    void apiRequest('/b/');
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without tokens a signed-in call sends nothing and goes to the root page', async () => {
    const { fetchMock } = fakeServer();
    document.cookie = `${SESSION_COOKIES.access}=; Max-Age=0; Path=/`;
    void apiRequest('/auth/');
    await vi.waitFor(() => expect(goToRoot).toHaveBeenCalledTimes(1));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(isAuthenticated()).toBe(false);
  });

  it('public calls never refresh and reject with the server errors', async () => {
    const fetchMock = vi.fn(async () =>
      json(400, { errors: [{ field: 'detail', message: 'Invalid email or password.' }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiRequest('/auth/login/', {
      method: 'POST',
      body: { email: 'a@b.co', password: 'x' },
      auth: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errors).toEqual([
      { field: 'detail', message: 'Invalid email or password.' },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>).Authorization).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a refresh that never reaches the server (offline, page being left) keeps the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/auth/refresh/')) throw new TypeError('Failed to fetch');
        return json(401, { errors: [{ field: 'detail', message: 'Unauthorized.' }] });
      }),
    );
    const error = (await apiRequest('/auth/').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error. Please check your connection.');
    expect(reload).not.toHaveBeenCalled();
    expect(getTokens()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('a network failure becomes a translated connection error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await apiRequest('/auth/', { auth: false }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error. Please check your connection.');
  });
});
