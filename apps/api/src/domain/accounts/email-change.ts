import type { AppContext } from '../../context';
import type { CallerAt } from '../caller';
import { updateUser, userIdByEmail, userInOrg, type UserRow } from '../../db/users';
import { fieldError, invalidLink } from '../../lib/errors';
import { createLinkToken, consumeLinkToken } from './link-tokens';
import { confirmOwnPassword } from './own-password';

/**
 * Starts an e-mail change: the password confirms it is the owner, and the new address must be
 * confirmed through a mailed link before it replaces the old one.
 */
export async function requestEmailChange(
  ctx: AppContext,
  caller: CallerAt,
  input: { email: string; password: string },
) {
  const user = await confirmOwnPassword(ctx, caller, input.password, 'password');
  if (input.email === user.email) throw fieldError('email', 'validation.email_taken');
  const taken = await userIdByEmail(ctx.db, input.email);
  if (taken !== null) throw fieldError('email', 'validation.email_taken');
  await updateUser(
    ctx.db,
    { orgId: user.organizationId, userId: user.id },
    { pendingEmail: input.email, updatedAt: new Date() },
  );
  const link = await createLinkToken(ctx.db, user, 'email_change', { email: input.email });
  return { user, link };
}

/** What a confirmed change leaves to tell: the previous address, unless this was an undo itself. */
export interface EmailChanged {
  previous: UserRow;
  email: string;
  undone: boolean;
}

export async function confirmEmailChange(
  ctx: AppContext,
  input: { uid: string; token: string },
): Promise<EmailChanged> {
  const { userId, orgId, payload } = await consumeLinkToken(ctx.db, input, 'email_change');
  const email = payload.email;
  if (!email) throw invalidLink();
  const taken = await userIdByEmail(ctx.db, email);
  if (taken !== null && taken !== userId) throw fieldError('email', 'validation.email_taken');
  const previous = await userInOrg(ctx.db, { orgId, userId });
  if (!previous) throw invalidLink();
  await updateUser(ctx.db, { orgId, userId }, { email, pendingEmail: null, updatedAt: new Date() });
  return { previous, email, undone: payload.undo === '1' };
}

/**
 * The link that gives the account its previous address back, mailed to that address. It is an
 * e-mail change of its own, marked `undo` so that confirming it mails no undo link in turn (the
 * one who made the first change cannot take the address back the same way).
 */
export function createUndoLink(ctx: AppContext, changed: EmailChanged) {
  return createLinkToken(ctx.db, changed.previous, 'email_change', {
    email: changed.previous.email,
    undo: '1',
  });
}
