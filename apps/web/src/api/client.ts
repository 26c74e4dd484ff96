import { API_PREFIX, apiRoutes } from '@ergo/contracts';
import type { z } from 'zod';
import { currentLanguage, i18n } from '../i18n';
import { browser } from '../browser/browser';
import { clearSession, getTokens, setTokens } from '../browser/session-store';
import { ApiError, toApiError } from './errors';

export const API_BASE = API_PREFIX;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Response schema; the parsed value is returned. */
  schema?: z.ZodType<T>;
  /** Signed-in call (default). Public calls (login, register, links) send no token and never refresh. */
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob' for binary answers (images, files); the schema is then ignored. */
  responseType?: 'json' | 'blob';
}

/**
 * How a refresh ended: new tokens; refused by the server (the session is over); or the server was
 * not reached (offline, or the page is being left): the session is kept and the call fails.
 */
type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

/** The refresh in flight, shared by every request that meets a 401 meanwhile (SPEC §4). */
let refreshing: Promise<RefreshOutcome> | null = null;
/** Set once the session has been ended, so parallel failures reload or redirect only once. */
let ended = false;

export function fallbackMessage(status: number): string {
  const language = currentLanguage();
  if (status >= 500) return i18n.t('errors.server', { lng: language });
  if (status === 404) return i18n.t('errors.not_found', { lng: language });
  if (status === 403) return i18n.t('errors.access_denied', { lng: language });
  if (status === 401) return i18n.t('errors.unauthorized', { lng: language });
  return i18n.t('errors.unexpected', { lng: language });
}

function networkError(): ApiError {
  return new ApiError(0, [
    { field: 'detail', message: i18n.t('errors.network', { lng: currentLanguage() }) },
  ]);
}

async function send(
  path: string,
  options: RequestOptions<unknown>,
  access: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  // FormData (multipart uploads) sets its own Content-Type with the boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (access) headers.Authorization = `Bearer ${access}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
}

async function runRefresh(refresh: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${apiRoutes.auth.refresh.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
      },
      body: JSON.stringify({ refresh }),
    });
  } catch {
    // No answer (network down, or a reload aborted it): the stored session may still be good.
    return 'unreachable';
  }
  try {
    if (!response.ok) return response.status >= 500 ? 'unreachable' : 'refused';
    // Contracts (and zod) load on demand: the sign-in screen's first load does without them.
    const { tokenPairSchema } = await import('@ergo/contracts/auth');
    const parsed = tokenPairSchema.safeParse(await response.json());
    if (!parsed.success) return 'refused';
    setTokens(parsed.data);
    return 'renewed';
  } catch {
    return 'unreachable';
  }
}

/** One refresh at a time; everyone who asks meanwhile gets the same answer. */
function refreshOnce(): Promise<RefreshOutcome> {
  if (!refreshing) {
    const tokens = getTokens();
    refreshing = (
      tokens ? runRefresh(tokens.refresh) : Promise.resolve<RefreshOutcome>('refused')
    ).finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** The session is gone: forget it and start over (SPEC §4). Never resolves. */
function endSession(reason: 'refresh-failed' | 'no-tokens'): Promise<never> {
  if (!ended) {
    ended = true;
    clearSession();
    if (reason === 'refresh-failed') browser.reload();
    else browser.goToRoot();
  }
  return new Promise<never>(() => undefined);
}

async function parse<T>(
  response: Response,
  schema: z.ZodType<T> | undefined,
  responseType: 'json' | 'blob' = 'json',
): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  const body: unknown = await response.json().catch(() => null);
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError(response.status, [{ field: 'detail', message: fallbackMessage(500) }]);
  return parsed.data;
}

/**
 * The one API client. Signed-in calls follow SPEC §4: a 401 triggers one refresh; requests that
 * start or fail while it runs wait for it and are retried once with the new token; a failed refresh
 * clears the stored session and reloads the page; without tokens the user is sent to the root page.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const auth = options.auth ?? true;
  if (!auth) {
    const response = await send(path, options, null);
    if (!response.ok) throw await toApiError(response, fallbackMessage(response.status));
    return parse(response, options.schema, options.responseType);
  }

  if (refreshing) await refreshing;
  const tokens = getTokens();
  if (!tokens) return endSession('no-tokens');

  let response = await send(path, options, tokens.access);
  if (response.status === 401) {
    // Someone may already have refreshed while this request was on the wire: then just retry.
    const current = getTokens();
    const outcome =
      current !== null && current.access !== tokens.access ? 'renewed' : await refreshOnce();
    if (outcome === 'unreachable') throw networkError();
    if (outcome === 'refused') return endSession('refresh-failed');
    const fresh = getTokens();
    if (!fresh) return endSession('no-tokens');
    response = await send(path, options, fresh.access);
    if (response.status === 401) return endSession('refresh-failed');
  }
  if (!response.ok) throw await toApiError(response, fallbackMessage(response.status));
  return parse(response, options.schema, options.responseType);
}

/**
 * The same session rules for a transport other than fetch (an XMLHttpRequest upload that reports
 * progress): `send` runs with the current access token; a 401 refreshes once and sends again.
 */
export async function sendWithSession<R extends { status: number }>(
  send: (access: string) => Promise<R>,
): Promise<R> {
  if (refreshing) await refreshing;
  const tokens = getTokens();
  if (!tokens) return endSession('no-tokens');
  const response = await send(tokens.access);
  if (response.status !== 401) return response;
  const current = getTokens();
  const outcome =
    current !== null && current.access !== tokens.access ? 'renewed' : await refreshOnce();
  if (outcome === 'unreachable') throw networkError();
  if (outcome === 'refused') return endSession('refresh-failed');
  const fresh = getTokens();
  if (!fresh) return endSession('no-tokens');
  const retried = await send(fresh.access);
  if (retried.status === 401) return endSession('refresh-failed');
  return retried;
}

/** For tests: forget a refresh left over from a previous case. */
export function resetClientState(): void {
  refreshing = null;
  ended = false;
}
