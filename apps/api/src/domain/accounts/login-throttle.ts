import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '@ergo/platform';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { turnFreed, watchTurn } from './check-turns';
import {
  bookAttempt,
  type Failures,
  forgetFailures,
  type PasswordAttempt,
  recordFailure,
  withdrawBooking,
} from './login-failures';
import { mailUnlockLink } from './unlock';

/*
 * The limits on guessing a password (sign-in, and the current password of set-password and
 * set-email), counted per account and client address over LOCKOUT_WINDOW_MINUTES:
 * - each failure from an address makes the next check from it wait longer (LOGIN_SLOWDOWN_BASE_MS,
 *   doubling up to LOGIN_SLOWDOWN_MAX_MS), and after LOCKOUT_MAX_FAILURES that address is refused
 *   for that account ('Account is temporarily locked.') until the window has passed. The owner at
 *   another address is not affected: an attacker cannot lock anyone else out.
 * - past LOCKOUT_ACCOUNT_MAX_FAILURES from all addresses together (a guess spread over many
 *   addresses), every check on the account waits, doubling with each further failure, and the owner
 *   is mailed an unlock link once per window. Nothing locks: the owner still gets in with the
 *   password, or at once through the link or a password reset, which forget the failures.
 * The wait comes before the check, so a caller cannot learn the answer early by giving up.
 *
 * Parallel requests: each check is booked before it runs (login-failures.ts), and the checks in
 * flight from one address may not outnumber what is left of its allowance; the others wait for a
 * turn without a check. So a burst of wrong guesses gets exactly the checks, and the lock, that the
 * same guesses one by one would. Only wrong passwords count as failures, never a booking: every
 * lock and wait above is decided by failures alone, so a right password is never refused or slowed
 * because of the requests beside it (it may wait for a turn, as long as a check takes).
 */

export const accountLocked = () => new AppError(423, 'errors.account_locked');

/** How long to wait before checking a password, given the failures before it. */
export function slowdownMs(config: AppConfig, prior: Failures): number {
  const grow = (excess: number) =>
    excess <= 0
      ? 0
      : Math.min(config.LOGIN_SLOWDOWN_MAX_MS, config.LOGIN_SLOWDOWN_BASE_MS * 2 ** (excess - 1));
  return Math.max(
    grow(prior.fromAddress),
    grow(prior.fromAll - config.LOCKOUT_ACCOUNT_MAX_FAILURES + 1),
  );
}

// How often a check waiting for a turn looks again when no check of this process wakes it.
const TURN_POLL_MS = 200;

/** Waits for a turn to check a password from this address; 423 once its allowance is spent. */
async function bookTurn(ctx: AppContext, attempt: PasswordAttempt) {
  for (;;) {
    const turn = watchTurn(attempt, TURN_POLL_MS);
    const booking = await bookAttempt(ctx.db, ctx.config, attempt);
    if (booking.kind === 'busy') {
      await turn.freed;
      continue;
    }
    turn.stop();
    // Passed on: another turn may be free as well, and a lock is news to every waiter.
    turnFreed(attempt);
    if (booking.kind === 'locked') throw accountLocked();
    return booking;
  }
}

/**
 * Runs one password check under the limits above: true when it is right. A wrong password counts
 * as a failure of that account from that address; the one that uses the address's allowance up, and
 * every attempt after it in the window, throws 423 whatever the password.
 */
export async function checkPasswordLimited(
  ctx: AppContext,
  attempt: PasswordAttempt,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const booking = await bookTurn(ctx, attempt);
  try {
    await sleep(slowdownMs(ctx.config, booking.failures));
    const right = await check().catch(async (error: unknown) => {
      // No answer, nothing learnt: the booking goes, rather than count as a failure later.
      await withdrawBooking(ctx.db, booking.id);
      throw error;
    });
    if (right) {
      await withdrawBooking(ctx.db, booking.id);
      await forgetFailures(ctx.db, attempt.email, attempt.ip);
      return true;
    }
    const failures = await recordFailure(ctx.db, ctx.config, attempt, booking.id);
    if (failures.fromAll >= ctx.config.LOCKOUT_ACCOUNT_MAX_FAILURES) {
      ctx.background.run('unlock mail', () => mailUnlockLink(ctx, attempt.email));
    }
    if (failures.fromAddress >= ctx.config.LOCKOUT_MAX_FAILURES) throw accountLocked();
    return false;
  } finally {
    turnFreed(attempt);
  }
}
