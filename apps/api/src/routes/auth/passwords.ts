import { eq } from 'drizzle-orm';
import type { TokenPair } from '@ergo/contracts';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { consumeLinkToken } from './link-tokens';
import { issueTokens, revokeAllSessions } from './sessions';

/** Sets a new password from a reset link; every existing session of the user ends. */
export async function confirmPasswordReset(
  ctx: AppContext,
  input: { uid: string; token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const { userId } = await consumeLinkToken(tx, input, 'password_reset');
    // Following a mailed link proves the address too, so a not-yet-activated account becomes active.
    await tx
      .update(users)
      .set({ passwordHash, isActive: true, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
  });
}

/** Changes the password (the current one is required); other sessions end, this one continues. */
export async function setPassword(
  ctx: AppContext,
  auth: { userId: string; orgId: string },
  input: { current_password: string; password: string },
): Promise<TokenPair> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, auth.userId));
  if (!user || user.organizationId !== auth.orgId) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw fieldError('current_password', 'validation.current_password_wrong');
  }
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    return issueTokens(ctx, tx, user);
  });
}
