import { and, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppConfig } from '@ergo/platform';
import { type Database, loginFailures } from '@ergo/db';

/** Who is guessing: the account's address and the client's network address. */
export interface PasswordAttempt {
  email: string;
  ip: string;
}

/** Failures of the window: from the attempt's address, and from every address. */
export interface Failures {
  fromAddress: number;
  fromAll: number;
}

/**
 * What booking a password check gives: a turn to check (`failures` before it), no turn yet (the
 * address's allowance left is taken by its checks in flight), or a lock (the allowance is spent).
 */
export type Booking =
  { kind: 'booked'; id: number; failures: Failures } | { kind: 'busy' } | { kind: 'locked' };

/** First key of the advisory locks that serialize the attempts on one account (ASCII 'LOGI'). */
const ATTEMPT_LOCK_SPACE = 0x4c4f4749;

// How long a check may take after its wait before its booking counts as a failure anyway: only a
// check that never finished (the process stopped) gets that far.
const CHECK_TIME_LIMIT_MS = 30_000;

export const windowStart = (config: AppConfig) =>
  new Date(Date.now() - config.LOCKOUT_WINDOW_MINUTES * 60_000);

/** A failure: a wrong password, or a booking whose check did not finish in time. */
const failed = (now: Date) =>
  sql<boolean>`(${isNull(loginFailures.pendingUntil)} or ${lte(loginFailures.pendingUntil, now)})`;

async function lockAccount(tx: Database, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${email}::text))`,
  );
}

/** The failures of the window, and the checks from the attempt's address still in flight. */
async function countAttempts(tx: Database, config: AppConfig, attempt: PasswordAttempt) {
  const now = new Date();
  const inWindow = gt(loginFailures.createdAt, windowStart(config));
  const fromAddress = eq(loginFailures.ip, attempt.ip);
  const inFlight = gt(loginFailures.pendingUntil, now);
  const counted = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
  const [row] = await tx
    .select({
      fromAll: counted(sql`${inWindow} and ${failed(now)}`),
      fromAddress: counted(sql`${inWindow} and ${fromAddress} and ${failed(now)}`),
      inFlight: counted(sql`${fromAddress} and ${inFlight}`),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, attempt.email), or(inWindow, inFlight)));
  return {
    failures: { fromAddress: row?.fromAddress ?? 0, fromAll: row?.fromAll ?? 0 },
    inFlight: row?.inFlight ?? 0,
  };
}

/**
 * Books a password check before it runs, under a per-account lock, so that parallel requests see
 * each other. The checks in flight from one address never outnumber what is left of its
 * allowance: a burst of guesses gets no more checks than guesses made one by one would. A booking
 * is not a failure, though: only wrong passwords are, so a right password is never refused or
 * slowed because of its siblings; at worst it waits for a turn ('busy').
 */
export async function bookAttempt(
  db: Database,
  config: AppConfig,
  attempt: PasswordAttempt,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, attempt.email);
    // Failures older than the window no longer count: drop this account's, so the table stays small.
    await tx
      .delete(loginFailures)
      .where(
        and(
          eq(loginFailures.email, attempt.email),
          lt(loginFailures.createdAt, windowStart(config)),
          failed(new Date()),
        ),
      );
    const { failures, inFlight } = await countAttempts(tx, config, attempt);
    if (failures.fromAddress >= config.LOCKOUT_MAX_FAILURES) return { kind: 'locked' };
    if (failures.fromAddress + inFlight >= config.LOCKOUT_MAX_FAILURES) return { kind: 'busy' };
    const pendingUntil = new Date(Date.now() + config.LOGIN_SLOWDOWN_MAX_MS + CHECK_TIME_LIMIT_MS);
    const [booked] = await tx
      .insert(loginFailures)
      .values({ email: attempt.email, ip: attempt.ip, pendingUntil })
      .returning({ id: loginFailures.id });
    if (!booked) throw new Error('login attempt not booked');
    return { kind: 'booked', id: booked.id, failures };
  });
}

/** Turns the booking of a check that found a wrong password into a failure: the failures after it. */
export async function recordFailure(
  db: Database,
  config: AppConfig,
  attempt: PasswordAttempt,
  booking: number,
): Promise<Failures> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, attempt.email);
    const [kept] = await tx
      .update(loginFailures)
      .set({ pendingUntil: null })
      .where(eq(loginFailures.id, booking))
      .returning({ id: loginFailures.id });
    // Gone only if it had timed out and was forgotten since: the wrong password still counts.
    if (!kept) await tx.insert(loginFailures).values({ email: attempt.email, ip: attempt.ip });
    return (await countAttempts(tx, config, attempt)).failures;
  });
}

/** Takes a booking back: its check found the right password, or could not give an answer. */
export async function withdrawBooking(db: Database, booking: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, booking));
}

/**
 * Forgets the failures of an account: from one address (a right password), or all (a mailed link).
 * Checks still in flight stay booked: a wrong password among them counts after this.
 */
export async function forgetFailures(db: Database, email: string, ip?: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        ip === undefined ? undefined : eq(loginFailures.ip, ip),
        failed(new Date()),
      ),
    );
}
