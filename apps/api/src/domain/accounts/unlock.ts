import { eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { byIdInOrg, inOrg, users, userTokens } from '@ergo/db';
import { invalidLink } from '../../lib/errors';
import { findUserByEmail } from './accounts';
import { recipientOf, sendLinkMail } from './account-mail';
import { consumeLinkToken, createLinkToken } from './link-tokens';
import { forgetFailures, windowStart } from './login-failures';

/** First key of the advisory locks that keep two unlock mails of one window apart (ASCII 'UNLK'). */
const UNLOCK_MAIL_LOCK_SPACE = 0x554e4c4b;

/**
 * Mails the owner of an account under a spread-out guess an unlock link, at most once per lockout
 * window however many failures follow. An unknown address has no one to tell: its failures count
 * the same, so the limits do not reveal which addresses have accounts.
 */
export async function mailUnlockLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const link = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${UNLOCK_MAIL_LOCK_SPACE}, hashtext(${user.id}::text))`,
    );
    const [recent] = await tx
      .select({ id: userTokens.id })
      .from(userTokens)
      .where(
        inOrg(
          userTokens,
          user.organizationId,
          eq(userTokens.userId, user.id),
          eq(userTokens.purpose, 'unlock'),
          gt(userTokens.createdAt, windowStart(ctx.config)),
        ),
      )
      .limit(1);
    return recent ? null : createLinkToken(tx, user, 'unlock');
  });
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
  const [user] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(byIdInOrg(users, owner.userId, owner.orgId));
  if (!user) throw invalidLink();
  await forgetFailures(ctx.db, user.email);
}
