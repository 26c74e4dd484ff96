// The stored session without zod: the sign-in screen and the guards of the first load need only
// this; session.ts adds the readers that check a stored user and onboarding list against their
// contracts.
import type { OnboardingItem, User } from '@ergo/contracts';
import { getCookie, removeCookie, setCookie } from './cookies';

/** Cookie names of the stored session (SPEC §3 "Stored session"). */
export const SESSION_COOKIES = {
  access: 'ergo_access',
  refresh: 'ergo_refresh',
  credit: 'ergo_credit',
  authenticated: 'ergo_authenticated',
  user: 'ergo_user',
  onboarding: 'ergo_onboarding',
} as const;

export interface Tokens {
  access: string;
  refresh: string;
}

const listeners = new Set<() => void>();
let version = 0;

function emit(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: components re-render when the stored session changes. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function sessionVersion(): number {
  return version;
}

export function getTokens(): Tokens | null {
  const access = getCookie(SESSION_COOKIES.access);
  const refresh = getCookie(SESSION_COOKIES.refresh);
  return access && refresh ? { access, refresh } : null;
}

export function setTokens(tokens: Tokens): void {
  setCookie(SESSION_COOKIES.access, tokens.access);
  setCookie(SESSION_COOKIES.refresh, tokens.refresh);
  setCookie(SESSION_COOKIES.authenticated, 'true');
  emit();
}

export function isAuthenticated(): boolean {
  return getCookie(SESSION_COOKIES.authenticated) === 'true' && getTokens() !== null;
}

/** Keeps the user and the organization's credit, as the profile call returns them. */
export function storeUser(user: User): void {
  setCookie(SESSION_COOKIES.user, JSON.stringify(user));
  setCookie(SESSION_COOKIES.credit, String(user.organization.credit));
  emit();
}

export function getStoredCredit(): number | null {
  const raw = getCookie(SESSION_COOKIES.credit);
  if (raw === undefined || raw === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function storeOnboarding(items: OnboardingItem[]): void {
  setCookie(SESSION_COOKIES.onboarding, JSON.stringify(items));
  emit();
}

/** Removes tokens, user, credit, flag and onboarding list; the language cookie stays. */
export function clearSession(): void {
  for (const name of Object.values(SESSION_COOKIES)) removeCookie(name);
  emit();
}
