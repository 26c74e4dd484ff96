import { eq } from 'drizzle-orm';
import { type Database, inOrg, onboardingHidden, type UserScope } from '@ergo/db';

/*
 * The tours a user has hidden (issue 32's query layer): the user's organization and the user named
 * in SQL in every statement.
 */

const ofUser = (who: UserScope) =>
  inOrg(onboardingHidden, who.orgId, eq(onboardingHidden.userId, who.userId));

export async function hiddenTours(db: Database, who: UserScope): Promise<string[]> {
  const rows = await db
    .select({ item: onboardingHidden.item })
    .from(onboardingHidden)
    .where(ofUser(who));
  return rows.map((row) => row.item);
}

/** Hides a tour (hiding it again changes nothing). */
export async function hideTour(db: Database, who: UserScope, item: string): Promise<void> {
  await db
    .insert(onboardingHidden)
    .values({ organizationId: who.orgId, userId: who.userId, item })
    .onConflictDoNothing();
}

/** Shows one tour again, or every tour when no item is named. */
export async function showTours(db: Database, who: UserScope, item?: string): Promise<void> {
  await db
    .delete(onboardingHidden)
    .where(
      item === undefined
        ? ofUser(who)
        : inOrg(
            onboardingHidden,
            who.orgId,
            eq(onboardingHidden.userId, who.userId),
            eq(onboardingHidden.item, item),
          ),
    );
}
