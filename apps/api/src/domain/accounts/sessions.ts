import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@ergo/contracts';
import type { AppContext } from '../../context';
import type { Database, OrganizationId, UserId } from '@ergo/db';
import {
  insertRefreshToken,
  markRefreshTokenUsed,
  refreshTokenByHashForUpdate,
  revokeSession,
  revokeSuccessors,
  revokeUserSessions,
  sessionOfRefreshToken,
  successorsUsedAt,
} from '../../db/sessions';
import { userInOrg, userWithOrganizationByEmail } from '../../db/users';
import { AppError, sessionExpired } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { checkPasswordLimited } from './login-throttle';
import { revokeWebsocketIds } from './websocket-ids';

/**
 * Issues an access token and the first refresh token of a new session, or the next one of a session
 * (`from`: its family and the token this one replaces). The session id in the access token is the
 * family id: ending the family ends its access tokens (see LiveSessions).
 */
export async function issueTokens(
  ctx: AppContext,
  db: Database,
  user: { id: UserId; organizationId: OrganizationId },
  from?: { familyId: string; parentId: string },
): Promise<TokenPair> {
  const familyId = from?.familyId ?? randomUUID();
  const refresh = newToken();
  await insertRefreshToken(
    db,
    { orgId: user.organizationId, userId: user.id },
    {
      familyId,
      parentId: from?.parentId ?? null,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    },
  );
  const access = await ctx.accessTokens.sign({
    userId: user.id,
    orgId: user.organizationId,
    sessionId: familyId,
  });
  return { access, refresh };
}

/**
 * Signs in. Unknown e-mail and wrong password answer the same text and take the same time; the
 * guessing limits (login-throttle.ts) slow an address down and then lock it for that account only.
 */
export async function login(
  ctx: AppContext,
  input: { email: string; password: string; ip: string },
): Promise<TokenPair & { userId: UserId; orgId: OrganizationId }> {
  const found = await userWithOrganizationByEmail(ctx.db, input.email);
  const attempt = { email: input.email, ip: input.ip };
  const passwordOk = await checkPasswordLimited(ctx, attempt, async () =>
    verifyPassword(found?.user.passwordHash ?? (await dummyPasswordHash()), input.password),
  );
  if (!found || !passwordOk) throw new AppError(400, 'errors.invalid_credentials');
  if (!found.user.isActive) throw new AppError(403, 'errors.account_inactive');
  const tokens = await issueTokens(ctx, ctx.db, found.user);
  return { ...tokens, userId: found.user.id, orgId: found.user.organizationId };
}

/**
 * Rotates a refresh token. A token that was already used means it was copied: the whole family
 * (that sign-in session) is revoked, for the thief and the owner alike.
 */
export async function rotateRefreshToken(ctx: AppContext, presented: string): Promise<TokenPair> {
  return ctx.db
    .transaction(async (tx) => {
      // Locked: parallel uses of one token take turns, so each sees what the previous one did.
      const row = await refreshTokenByHashForUpdate(tx, hashToken(presented));
      if (!row || row.revokedAt || row.expiresAt <= new Date()) throw sessionExpired();
      if (row.usedAt && !(await replaceLostSuccessor(ctx, tx, row))) {
        await revokeSession(tx, { orgId: row.organizationId, sessionId: row.familyId });
        return { reused: row.familyId };
      }
      const user = await userInOrg(tx, { orgId: row.organizationId, userId: row.userId });
      if (!user?.isActive) throw sessionExpired();
      // The first use is the one that counts: a grace-period reuse must not extend the window.
      await markRefreshTokenUsed(
        tx,
        { orgId: row.organizationId, tokenId: row.id },
        row.usedAt ?? new Date(),
      );
      return issueTokens(ctx, tx, user, { familyId: row.familyId, parentId: row.id });
    })
    .then((result) => {
      // Thrown after the transaction so that the revocation above is committed.
      if ('reused' in result) {
        ctx.sessions.revoked([result.reused]);
        throw sessionExpired();
      }
      return result;
    });
}

/**
 * A used token presented again. Moments after its rotation it is most likely a response the
 * browser never got (a reload or navigation cut the refresh off), not a theft: its successor, never
 * used, is revoked and the caller gets a new one of the same session instead, so a token has at most
 * one live successor however often it is replayed (ten parallel uses leave one working token, not
 * ten). Past the grace period, or once the successor has been used (then the response did arrive),
 * it is a copy: false, and the caller revokes the session.
 */
async function replaceLostSuccessor(
  ctx: AppContext,
  tx: Database,
  row: { id: string; organizationId: OrganizationId; usedAt: Date | null },
): Promise<boolean> {
  const graceMs = ctx.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
  if (!row.usedAt || Date.now() - row.usedAt.getTime() > graceMs) return false;
  const token = { orgId: row.organizationId, tokenId: row.id };
  const successors = await successorsUsedAt(tx, token);
  if (successors.some((usedAt) => usedAt !== null)) return false;
  await revokeSuccessors(tx, token);
  return true;
}

/**
 * Ends the session the refresh token belongs to (its whole family): its refresh tokens, its access
 * tokens (refused from the next request on), its unused WebSocket ids and its open sockets.
 */
export async function logout(ctx: AppContext, presented: string): Promise<void> {
  const session = await sessionOfRefreshToken(ctx.db, hashToken(presented));
  if (!session) return;
  await revokeSession(ctx.db, session);
  await revokeWebsocketIds(ctx.db, session.orgId, { sessionId: session.sessionId });
  ctx.sessions.revoked([session.sessionId]);
}

/**
 * Revokes every session of a user (password change or reset), with their access tokens, WebSocket
 * ids and open sockets. `db` is the caller's transaction.
 */
export async function revokeAllSessions(
  ctx: AppContext,
  db: Database,
  user: { userId: UserId; orgId: OrganizationId },
): Promise<void> {
  const revoked = await revokeUserSessions(db, user);
  await revokeWebsocketIds(db, user.orgId, { userId: user.userId });
  ctx.sessions.revoked([...new Set(revoked)]);
}
