import type { TokenPair } from '@ergo/contracts';
import type { AppContext } from '../../context';
import type { CallerAt } from '../caller';
import { setUserPassword } from '../../db/users';
import { hashPassword } from '../../lib/passwords';
import { consumeLinkToken } from './link-tokens';
import { forgetFailures } from './login-failures';
import { confirmOwnPassword } from './own-password';
import { issueTokens, revokeAllSessions } from './sessions';

/** Sets a new password from a reset link; every existing session of the user ends. */
export async function confirmPasswordReset(
  ctx: AppContext,
  input: { uid: string; token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const owner = await consumeLinkToken(tx, input, 'password_reset');
    // Following a mailed link proves the address too, so a not-yet-activated account becomes active.
    const email = await setUserPassword(tx, owner, { passwordHash, activate: true });
    // The mailed link proves the owner: the guessing limits no longer hold them back anywhere.
    if (email !== null) await forgetFailures(tx, email);
    await revokeAllSessions(ctx, tx, owner);
  });
}

/** Changes the password (the current one is required); other sessions end, this one continues. */
export async function setPassword(
  ctx: AppContext,
  caller: CallerAt,
  input: { current_password: string; password: string },
): Promise<TokenPair> {
  const user = await confirmOwnPassword(ctx, caller, input.current_password, 'current_password');
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    await setUserPassword(tx, { orgId: caller.orgId, userId: user.id }, { passwordHash });
    await revokeAllSessions(ctx, tx, caller);
    return issueTokens(ctx, tx, user);
  });
}
