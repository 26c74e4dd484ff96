import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ONBOARDING_ITEMS, type OnboardingItem } from '@ergo/contracts';
import { type Database, inOrg, onboardingHidden, websocketIds } from '@ergo/db';
import type { Caller } from '../caller';

export async function listOnboarding(db: Database, auth: Caller): Promise<OnboardingItem[]> {
  const rows = await db
    .select({ item: onboardingHidden.item })
    .from(onboardingHidden)
    .where(inOrg(onboardingHidden, auth.orgId, eq(onboardingHidden.userId, auth.userId)));
  const hidden = new Set(rows.map((row) => row.item));
  return ONBOARDING_ITEMS.map((id) => ({ id, hidden: hidden.has(id) }));
}

export async function hideOnboarding(db: Database, auth: Caller, item: OnboardingItem['id']) {
  await db
    .insert(onboardingHidden)
    .values({ organizationId: auth.orgId, userId: auth.userId, item })
    .onConflictDoNothing();
  return listOnboarding(db, auth);
}

/** Shows one tour again (the help menu's "Show the tour of this page"): the caller's own row goes. */
export async function showOnboarding(db: Database, auth: Caller, item: OnboardingItem['id']) {
  await db
    .delete(onboardingHidden)
    .where(
      inOrg(
        onboardingHidden,
        auth.orgId,
        eq(onboardingHidden.userId, auth.userId),
        eq(onboardingHidden.item, item),
      ),
    );
  return listOnboarding(db, auth);
}

/** Shows every tour again ("Show all tours again"), for the caller only. */
export async function showAllOnboarding(db: Database, auth: Caller) {
  await db
    .delete(onboardingHidden)
    .where(inOrg(onboardingHidden, auth.orgId, eq(onboardingHidden.userId, auth.userId)));
  return listOnboarding(db, auth);
}

const WEBSOCKET_ID_LIFETIME_MS = 24 * 3600_000;

/** A WebSocket identifier bound to the caller, valid for a day (one per browser session). */
export async function issueWebsocketId(db: Database, auth: Caller) {
  const expiresAt = new Date(Date.now() + WEBSOCKET_ID_LIFETIME_MS);
  const id = randomUUID();
  await db
    .insert(websocketIds)
    .values({ id, organizationId: auth.orgId, userId: auth.userId, expiresAt });
  return { uuid: id, expires_at: expiresAt.toISOString() };
}
