import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '@ergo/platform';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import {
  bookAttempt,
  forgetFailures,
  type PasswordAttempt,
  type PriorFailures,
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
 */

export const accountLocked = () => new AppError(423, 'errors.account_locked');

/** How long to wait before checking a password, given the failures before it. */
export function slowdownMs(config: AppConfig, prior: PriorFailures): number {
  const grow = (excess: number) =>
    excess <= 0
      ? 0
      : Math.min(config.LOGIN_SLOWDOWN_MAX_MS, config.LOGIN_SLOWDOWN_BASE_MS * 2 ** (excess - 1));
  return Math.max(
    grow(prior.fromAddress),
    grow(prior.fromAll - config.LOCKOUT_ACCOUNT_MAX_FAILURES + 1),
  );
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
  const prior = await bookAttempt(ctx.db, ctx.config, attempt);
  if (!prior) throw accountLocked();
  await sleep(slowdownMs(ctx.config, prior));
  if (await check()) {
    await forgetFailures(ctx.db, attempt.email, attempt.ip);
    return true;
  }
  if (prior.fromAll + 1 >= ctx.config.LOCKOUT_ACCOUNT_MAX_FAILURES) {
    ctx.background.run('unlock mail', () => mailUnlockLink(ctx, attempt.email));
  }
  if (prior.fromAddress + 1 >= ctx.config.LOCKOUT_MAX_FAILURES) throw accountLocked();
  return false;
}
