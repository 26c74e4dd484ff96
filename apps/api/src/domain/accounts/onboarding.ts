import { ONBOARDING_ITEMS, type OnboardingItem } from '@ergo/contracts';
import type { Database } from '@ergo/db';
import { hiddenTours, hideTour, showTours } from '../../db/onboarding';
import type { Caller } from '../caller';

export async function listOnboarding(db: Database, auth: Caller): Promise<OnboardingItem[]> {
  const hidden = new Set(await hiddenTours(db, auth));
  return ONBOARDING_ITEMS.map((id) => ({ id, hidden: hidden.has(id) }));
}

export async function hideOnboarding(db: Database, auth: Caller, item: OnboardingItem['id']) {
  await hideTour(db, auth, item);
  return listOnboarding(db, auth);
}

/** Shows one tour again (the help menu's "Show the tour of this page"): the caller's own row goes. */
export async function showOnboarding(db: Database, auth: Caller, item: OnboardingItem['id']) {
  await showTours(db, auth, item);
  return listOnboarding(db, auth);
}

/** Shows every tour again ("Show all tours again"), for the caller only. */
export async function showAllOnboarding(db: Database, auth: Caller) {
  await showTours(db, auth);
  return listOnboarding(db, auth);
}
