import { and, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Database, loginFailures } from '@ergo/db';

/*
 * The sign-in guessing counters' queries (issue 32's query layer). They are keyed by the address
 * tried, not by an organization: the table has no organization column, since an address with no
 * account is counted the same (the limits must not reveal which addresses have accounts) and an
 * address is unique across the product. A row is a failure, or a booked check still in flight
 * (`pendingUntil`).
 */

/** First key of the advisory locks that serialize the attempts on one account (ASCII 'LOGI'). */
const ATTEMPT_LOCK_SPACE = 0x4c4f4749;

/** A failure: a wrong password, or a booking whose check did not finish in time. */
const failed = (now: Date) =>
  sql<boolean>`(${isNull(loginFailures.pendingUntil)} or ${lte(loginFailures.pendingUntil, now)})`;

/** Takes the account's attempt lock, held until the caller's transaction ends. */
export async function lockAccountAttempts(tx: Database, email: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${email}::text))`,
  );
}

/**
 * The account's failures since `since` (from the attempt's address, and from every address), and
 * its checks from that address still in flight.
 */
export async function countFailuresSince(
  tx: Database,
  attempt: { email: string; ip: string },
  since: Date,
): Promise<{ fromAddress: number; fromAll: number; inFlight: number }> {
  const now = new Date();
  const inWindow = gt(loginFailures.createdAt, since);
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
    fromAddress: row?.fromAddress ?? 0,
    fromAll: row?.fromAll ?? 0,
    inFlight: row?.inFlight ?? 0,
  };
}

/** Deletes the account's failures older than `before` (bookings still in flight stay). */
export async function deleteFailuresBefore(
  tx: Database,
  email: string,
  before: Date,
): Promise<void> {
  await tx
    .delete(loginFailures)
    .where(
      and(eq(loginFailures.email, email), lt(loginFailures.createdAt, before), failed(new Date())),
    );
}

/** Books a check of the attempt, in flight until `pendingUntil`: the booking's id. */
export async function insertBooking(
  tx: Database,
  attempt: { email: string; ip: string },
  pendingUntil: Date,
): Promise<number> {
  const [booked] = await tx
    .insert(loginFailures)
    .values({ email: attempt.email, ip: attempt.ip, pendingUntil })
    .returning({ id: loginFailures.id });
  if (!booked) throw new Error('login attempt not booked');
  return booked.id;
}

/** Turns a booking into a failure; false when the booking is gone. */
export async function bookingToFailure(tx: Database, booking: number): Promise<boolean> {
  const [kept] = await tx
    .update(loginFailures)
    .set({ pendingUntil: null })
    .where(eq(loginFailures.id, booking))
    .returning({ id: loginFailures.id });
  return kept !== undefined;
}

/** Records a failure of the attempt. */
export async function insertFailure(
  tx: Database,
  attempt: { email: string; ip: string },
): Promise<void> {
  await tx.insert(loginFailures).values({ email: attempt.email, ip: attempt.ip });
}

/** Deletes a booking. */
export async function deleteBooking(db: Database, booking: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, booking));
}

/** Deletes the account's failures: from one address, or (no `ip`) from all; bookings stay. */
export async function deleteFailures(db: Database, email: string, ip?: string): Promise<void> {
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
