import type { AppContext } from '../../context';
import { activationTokenAccountActive } from '../../db/user-tokens';
import { activateUser } from '../../db/users';
import { AppError } from '../../lib/errors';
import { decodeUid, hashToken } from '../../lib/tokens';
import { consumeLinkToken } from './link-tokens';
import type { OrganizationId, UserId } from '@ergo/db';

export type ActivationStatus = 'activated' | 'already_active';

/**
 * Activates the account of an activation link. A link opened again (the mail client's preview, a
 * second click) finds its token spent: when the token is genuine and the account is active, that is
 * not a failure but `already_active`, so the page can offer sign-in. Only the holder of the link
 * learns this, as they would by signing in.
 */
export async function activateAccount(
  ctx: AppContext,
  input: { uid: string; token: string },
): Promise<ActivationStatus> {
  let owner: { userId: UserId; orgId: OrganizationId };
  try {
    owner = await consumeLinkToken(ctx.db, input, 'activation');
  } catch (error) {
    if (error instanceof AppError && (await isSpentLinkOfActiveAccount(ctx, input))) {
      return 'already_active';
    }
    throw error;
  }
  // A password reset proves the address too and may have activated the account already.
  const changed = await activateUser(ctx.db, owner);
  return changed ? 'activated' : 'already_active';
}

async function isSpentLinkOfActiveAccount(
  ctx: AppContext,
  input: { uid: string; token: string },
): Promise<boolean> {
  const userId = decodeUid(input.uid);
  if (!userId) return false;
  return activationTokenAccountActive(ctx.db, { tokenHash: hashToken(input.token), userId });
}
