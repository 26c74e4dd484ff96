import type { Database } from '@ergo/db';
import { userName } from '../db/users';
import type { Caller } from './caller';

/** The caller's name as records keep it (as it was then: a later rename does not rewrite history). */
export async function callerName(db: Database, caller: Caller): Promise<string> {
  const user = await userName(db, caller);
  return user ? `${user.first} ${user.last}`.trim() : '';
}
