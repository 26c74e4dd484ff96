import { eq } from 'drizzle-orm';
import { inOrg, users, type Database } from '@ergo/db';
import type { Caller } from './caller';

/** The caller's name as records keep it (as it was then: a later rename does not rewrite history). */
export async function callerName(db: Database, caller: Caller): Promise<string> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(inOrg(users, caller.orgId, eq(users.id, caller.userId)));
  return user ? `${user.first} ${user.last}`.trim() : '';
}
