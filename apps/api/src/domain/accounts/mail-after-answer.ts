import type { AppContext } from '../../context';
import type { Registration } from './accounts';
import { findUserByEmail } from './accounts';
import { recipientOf, sendLinkMail, sendRegistrationNotice } from './account-mail';
import { createLinkToken } from './link-tokens';

/*
 * The work behind the account requests that name an address (registration, password reset, a new
 * activation link). Their routes answer first, the same words for every address, and run these
 * through ctx.background: whether the address has an account changes what is mailed, never the
 * answer nor how long it takes.
 */

/** A new account gets its activation link; the owner of a taken address is told someone tried. */
export async function mailRegistration(ctx: AppContext, registration: Registration): Promise<void> {
  if (registration.kind === 'created') {
    const link = await createLinkToken(ctx.db, registration.user, 'activation');
    await sendLinkMail(ctx, ctx.log, 'activation', recipientOf(registration.user), link);
    return;
  }
  const owner = await findUserByEmail(ctx, registration.email);
  if (owner) await sendRegistrationNotice(ctx, ctx.log, recipientOf(owner));
}

/** A reset link to an account's address; nothing for an address without one. */
export async function mailPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const link = await createLinkToken(ctx.db, user, 'password_reset');
  await sendLinkMail(ctx, ctx.log, 'reset', recipientOf(user), link);
}

/** A fresh activation link to an account that is not active yet; nothing otherwise. */
export async function mailActivationAgain(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user || user.isActive) return;
  const link = await createLinkToken(ctx.db, user, 'activation');
  await sendLinkMail(ctx, ctx.log, 'activation', recipientOf(user), link);
}
