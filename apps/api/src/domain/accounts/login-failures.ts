import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '@ergo/platform';
import { type Database, loginFailures } from '@ergo/db';

/** Who is guessing: the account's address and the client's network address. */
export interface PasswordAttempt {
  email: string;
  ip: string;
}

/** Failures of the window before this attempt: from its address, and from every address. */
export interface PriorFailures {
  fromAddress: number;
  fromAll: number;
}

/** First key of the advisory locks that serialize the attempts on one account (ASCII 'LOGI'). */
const ATTEMPT_LOCK_SPACE = 0x4c4f4749;

export const windowStart = (config: AppConfig) =>
  new Date(Date.now() - config.LOCKOUT_WINDOW_MINUTES * 60_000);

/**
 * Counts the failures before this attempt and books the attempt as a failure in advance (`forget`
 * takes it back when the password is right). Booking first, under a per-account lock, is what makes
 * the limit hold for parallel requests: each one sees those that came before it, so no burst from
 * one address gets more than its allowance of password checks. `null` when the address has used
 * its allowance; then nothing is booked.
 */
export async function bookAttempt(
  db: Database,
  config: AppConfig,
  attempt: PasswordAttempt,
): Promise<PriorFailures | null> {
  const since = windowStart(config);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${attempt.email}::text))`,
    );
    // Failures older than the window no longer count: drop this account's, so the table stays small.
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, attempt.email), lt(loginFailures.createdAt, since)));
    const [row] = await tx
      .select({
        fromAll: count(),
        fromAddress:
          sql<number>`count(*) filter (where ${loginFailures.ip} = ${attempt.ip})`.mapWith(Number),
      })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, attempt.email), gt(loginFailures.createdAt, since)));
    const prior = { fromAddress: row?.fromAddress ?? 0, fromAll: row?.fromAll ?? 0 };
    if (prior.fromAddress >= config.LOCKOUT_MAX_FAILURES) return null;
    await tx.insert(loginFailures).values({ email: attempt.email, ip: attempt.ip });
    return prior;
  });
}

/** Forgets the failures of an account: from one address (a right password), or all (a mailed link). */
export async function forgetFailures(db: Database, email: string, ip?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.email, email), ip === undefined ? undefined : eq(loginFailures.ip, ip)),
    );
}
