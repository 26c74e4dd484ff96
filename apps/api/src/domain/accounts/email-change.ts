import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users, byIdInOrg } from '@ergo/db';
import { fieldError, invalidLink, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { createLinkToken, consumeLinkToken } from './link-tokens';
import { checkPasswordLimited } from './login-throttle';

/**
 * Starts an e-mail change: the password confirms it is the owner, and the new address must be
 * confirmed through a mailed link before it replaces the old one.
 */
export async function requestEmailChange(
  ctx: AppContext,
  auth: { userId: string; orgId: string; ip: string },
  input: { email: string; password: string },
) {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(byIdInOrg(users, auth.userId, auth.orgId));
  if (!user) throw notFound();
  // The same limits as sign-in: a signed-in session is no place to guess the password freely.
  const attempt = { email: user.email, ip: auth.ip };
  if (
    !(await checkPasswordLimited(ctx, attempt, () =>
      verifyPassword(user.passwordHash, input.password),
    ))
  ) {
    throw fieldError('password', 'validation.current_password_wrong');
  }
  if (input.email === user.email) throw fieldError('email', 'validation.email_taken');
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (taken) throw fieldError('email', 'validation.email_taken');
  await ctx.db
    .update(users)
    .set({ pendingEmail: input.email, updatedAt: new Date() })
    .where(byIdInOrg(users, user.id, user.organizationId));
  const link = await createLinkToken(ctx.db, user, 'email_change', { email: input.email });
  return { user, link };
}

export async function confirmEmailChange(ctx: AppContext, input: { uid: string; token: string }) {
  const { userId, orgId, payload } = await consumeLinkToken(ctx.db, input, 'email_change');
  const email = payload.email;
  if (!email) throw invalidLink();
  const [taken] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken && taken.id !== userId) throw fieldError('email', 'validation.email_taken');
  await ctx.db
    .update(users)
    .set({ email, pendingEmail: null, updatedAt: new Date() })
    .where(byIdInOrg(users, userId, orgId));
}
