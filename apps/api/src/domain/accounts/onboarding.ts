import { eq } from 'drizzle-orm';
import { ONBOARDING_ITEMS, type OnboardingItem } from '@ergo/contracts';
import { type Database, inOrg, onboardingHidden } from '@ergo/db';
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
