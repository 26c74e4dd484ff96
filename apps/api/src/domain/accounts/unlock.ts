import type { AppContext } from '../../context';
import { unlessTokenSince } from '../../db/user-tokens';
import { userEmail } from '../../db/users';
import { invalidLink } from '../../lib/errors';
import { findUserByEmail } from './accounts';
import { recipientOf, sendLinkMail } from './account-mail';
import { consumeLinkToken, createLinkToken } from './link-tokens';
import { forgetFailures, windowStart } from './login-failures';

/**
 * Mails the owner of an account under a spread-out guess an unlock link, at most once per lockout
 * window however many failures follow. An unknown address has no one to tell: its failures count
 * the same, so the limits do not reveal which addresses have accounts.
 */
export async function mailUnlockLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const link = await unlessTokenSince(
    ctx.db,
    { orgId: user.organizationId, userId: user.id },
    'unlock',
    windowStart(ctx.config),
    (tx) => createLinkToken(tx, user, 'unlock'),
  );
  if (link) await sendLinkMail(ctx, ctx.log, 'unlock', recipientOf(user), link);
}

/**
 * Follows a mailed unlock link (single use, one hour): every failure counted against the account
 * is forgotten, so its owner signs in at once from any address.
 */
export async function unlockAccount(
  ctx: AppContext,
  link: { uid: string; token: string },
): Promise<void> {
  const owner = await consumeLinkToken(ctx.db, link, 'unlock');
  const email = await userEmail(ctx.db, owner);
  if (email === null) throw invalidLink();
  await forgetFailures(ctx.db, email);
}
