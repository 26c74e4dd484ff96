import type { AppContext } from '../../context';
import type { Registration } from './accounts';
import { findUserByEmail } from './accounts';
import { recipientOf, sendLinkMail, sendRegistrationNotice } from './account-mail';
import { createLinkToken } from './link-tokens';

/*
 * The work behind the account requests that name an address (registration, password reset, a new
 * activation link). Their routes give every address the same words, in the same time
 * (ACCOUNT_ANSWER_MIN_MS, lib/even-time.ts): these functions do what depends on the address (find
 * the account, make its link) and hand back the mail, which the route sends after the answer
 * (ctx.background): a slow mail server must not show in the answer's time either.
 */

/** A mail ready to send; null when the address gets none. */
export type PendingMail = (() => Promise<void>) | null;

/** A new account gets its activation link; the owner of a taken address is told someone tried. */
export async function registrationMail(
  ctx: AppContext,
  registration: Registration,
): Promise<PendingMail> {
  if (registration.kind === 'created') {
    const { user } = registration;
    const link = await createLinkToken(ctx.db, user, 'activation');
    return () => sendLinkMail(ctx, ctx.log, 'activation', recipientOf(user), link);
  }
  const owner = await findUserByEmail(ctx, registration.email);
  return owner ? () => sendRegistrationNotice(ctx, ctx.log, recipientOf(owner)) : null;
}

/** A reset link to an account's address; nothing for an address without one. */
export async function passwordResetMail(ctx: AppContext, email: string): Promise<PendingMail> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return null;
  const link = await createLinkToken(ctx.db, user, 'password_reset');
  return () => sendLinkMail(ctx, ctx.log, 'reset', recipientOf(user), link);
}

/** A fresh activation link to an account that is not active yet; nothing otherwise. */
export async function activationMailAgain(ctx: AppContext, email: string): Promise<PendingMail> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.isActive) return null;
  const link = await createLinkToken(ctx.db, user, 'activation');
  return () => sendLinkMail(ctx, ctx.log, 'activation', recipientOf(user), link);
}
