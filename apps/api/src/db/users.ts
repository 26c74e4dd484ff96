import { eq } from 'drizzle-orm';
import { inOrg, users, type Database } from '@ergo/db';

/** A user's name as the organization's records hold it; null when the user is not the org's. */
export async function userName(
  db: Database,
  who: { orgId: string; userId: string },
): Promise<{ first: string; last: string } | null> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(inOrg(users, who.orgId, eq(users.id, who.userId)));
  return user ?? null;
}
