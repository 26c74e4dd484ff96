import type { AppContext } from '../../context';
import type { CallerAt } from '../caller';
import { userInOrg } from '../../db/users';
import { fieldError, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { checkPasswordLimited } from './login-throttle';

/**
 * The signed-in user, once their current password (typed in `field`) is right. The check counts
 * against the sign-in limits, same counts and same lock: a stolen session must not become a way
 * to guess the password freely (changing it, or the e-mail address it signs in with).
 */
export async function confirmOwnPassword(
  ctx: AppContext,
  caller: CallerAt,
  password: string,
  field: 'password' | 'current_password',
) {
  const user = await userInOrg(ctx.db, caller);
  if (!user) throw notFound();
  const attempt = { email: user.email, ip: caller.ip };
  const right = await checkPasswordLimited(ctx, attempt, () =>
    verifyPassword(user.passwordHash, password),
  );
  if (!right) throw fieldError(field, 'validation.current_password_wrong');
  return user;
}
