import { and, eq } from 'drizzle-orm';
import { byIdInOrg, inOrg, users, type Database, type UserScope } from '@ergo/db';

/** A user's name as the organization's records hold it; null when the user is not the org's. */
export async function userName(
  db: Database,
  who: UserScope,
): Promise<{ first: string; last: string } | null> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(inOrg(users, who.orgId, eq(users.id, who.userId)));
  return user ?? null;
}

/** A user's address; null when the user is not the organization's. */
export async function userEmail(db: Database, who: UserScope): Promise<string | null> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(byIdInOrg(users, who.userId, who.orgId));
  return user?.email ?? null;
}

/** Activates an inactive account; false when it was active already (or is not the org's). */
export async function activateUser(db: Database, who: UserScope): Promise<boolean> {
  const [changed] = await db
    .update(users)
    .set({ isActive: true, updatedAt: new Date() })
    .where(and(byIdInOrg(users, who.userId, who.orgId), eq(users.isActive, false)))
    .returning({ id: users.id });
  return changed !== undefined;
}
