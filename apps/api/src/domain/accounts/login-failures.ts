import type { AppConfig } from '@ergo/platform';
import type { Database } from '@ergo/db';
import {
  bookingToFailure,
  countFailuresSince,
  deleteBooking,
  deleteFailures,
  deleteFailuresBefore,
  insertBooking,
  insertFailure,
  lockAccountAttempts,
} from '../../db/login-failures';

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

// How long a check may take after its wait before its booking counts as a failure anyway: only a
// check that never finished (the process stopped) gets that far.
const CHECK_TIME_LIMIT_MS = 30_000;

export const windowStart = (config: AppConfig) =>
  new Date(Date.now() - config.LOCKOUT_WINDOW_MINUTES * 60_000);

/** The failures of the window, and the checks from the attempt's address still in flight. */
async function countAttempts(tx: Database, config: AppConfig, attempt: PasswordAttempt) {
  const counts = await countFailuresSince(tx, attempt, windowStart(config));
  return {
    failures: { fromAddress: counts.fromAddress, fromAll: counts.fromAll },
    inFlight: counts.inFlight,
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
    await lockAccountAttempts(tx, attempt.email);
    // Failures older than the window no longer count: drop this account's, so the table stays small.
    await deleteFailuresBefore(tx, attempt.email, windowStart(config));
    const { failures, inFlight } = await countAttempts(tx, config, attempt);
    if (failures.fromAddress >= config.LOCKOUT_MAX_FAILURES) return { kind: 'locked' };
    if (failures.fromAddress + inFlight >= config.LOCKOUT_MAX_FAILURES) return { kind: 'busy' };
    const pendingUntil = new Date(Date.now() + config.LOGIN_SLOWDOWN_MAX_MS + CHECK_TIME_LIMIT_MS);
    const id = await insertBooking(tx, attempt, pendingUntil);
    return { kind: 'booked', id, failures };
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
    await lockAccountAttempts(tx, attempt.email);
    const kept = await bookingToFailure(tx, booking);
    // Gone only if it had timed out and was forgotten since: the wrong password still counts.
    if (!kept) await insertFailure(tx, attempt);
    return (await countAttempts(tx, config, attempt)).failures;
  });
}

/** Takes a booking back: its check found the right password, or could not give an answer. */
export async function withdrawBooking(db: Database, booking: number): Promise<void> {
  await deleteBooking(db, booking);
}

/**
 * Forgets the failures of an account: from one address (a right password), or all (a mailed link).
 * Checks still in flight stay booked: a wrong password among them counts after this.
 */
export async function forgetFailures(db: Database, email: string, ip?: string): Promise<void> {
  await deleteFailures(db, email, ip);
}
