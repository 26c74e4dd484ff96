import { onboardingItemSchema, userSchema, type OnboardingItem, type User } from '@ergo/contracts';
import { z } from 'zod';
import { getCookie } from './cookies';
import { SESSION_COOKIES } from './session-store';

// Everything about the stored session; the part without zod (tokens, flags, writers) lives in
// session-store.ts, which the first load imports directly.
export * from './session-store';

function readJson<T>(name: string, schema: z.ZodType<T>): T | null {
  const raw = getCookie(name);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function getStoredUser(): User | null {
  return readJson(SESSION_COOKIES.user, userSchema);
}

export function getStoredOnboarding(): OnboardingItem[] {
  return readJson(SESSION_COOKIES.onboarding, z.array(onboardingItemSchema)) ?? [];
}
