import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  byIdInOrg,
  type Database,
  inOrg,
  type OrganizationId,
  refreshTokens,
  type UserId,
  type UserScope,
} from '@ergo/db';

/*
 * The sign-in sessions' queries (issue 32's query layer): a session is a refresh-token family, and
 * the family id is the session id its access tokens carry. A presented refresh token is found by
 * its hash before anyone is known (the unscoped lookups, by a secret); once found it names its
 * organization, and every other statement here is scoped to it.
 */

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** One sign-in session (a refresh-token family) within its organization. */
export interface SessionScope {
  orgId: OrganizationId;
  sessionId: string;
}

/** One refresh token within its organization. */
export interface RefreshTokenScope {
  orgId: OrganizationId;
  tokenId: string;
}

/** The tokens of one session not revoked yet. */
const liveTokensOf = ({ orgId, sessionId }: SessionScope) =>
  inOrg(
    refreshTokens,
    orgId,
    eq(refreshTokens.familyId, sessionId),
    isNull(refreshTokens.revokedAt),
  );

/** Stores a refresh token of the user: the first of a session, or the successor of `parentId`. */
export async function insertRefreshToken(
  db: Database,
  who: UserScope,
  token: { familyId: string; parentId: string | null; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values({
    organizationId: who.orgId,
    userId: who.userId,
    familyId: token.familyId,
    parentId: token.parentId,
    tokenHash: token.tokenHash,
    expiresAt: token.expiresAt,
  });
}

/**
 * The refresh token of a hash, locked FOR UPDATE in the caller's transaction (parallel uses of one
 * token take turns); null when there is none.
 */
export async function refreshTokenByHashForUpdate(
  tx: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

/** The session a refresh token of that hash belongs to; null when there is none. */
export async function sessionOfRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<SessionScope | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, organizationId: refreshTokens.organizationId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ? { orgId: row.organizationId, sessionId: row.familyId } : null;
}

/** Revokes the session's tokens not revoked yet. */
export async function revokeSession(db: Database, session: SessionScope): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(liveTokensOf(session));
}

/** Records when a token was first used (the caller keeps an earlier first use). */
export async function markRefreshTokenUsed(
  db: Database,
  { orgId, tokenId }: RefreshTokenScope,
  usedAt: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ usedAt })
    .where(byIdInOrg(refreshTokens, tokenId, orgId));
}

/** When each successor of a token (a token issued in its place) was used; null if never. */
export async function successorsUsedAt(
  db: Database,
  { orgId, tokenId }: RefreshTokenScope,
): Promise<(Date | null)[]> {
  const successors = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(inOrg(refreshTokens, orgId, eq(refreshTokens.parentId, tokenId)));
  return successors.map((successor) => successor.usedAt);
}

/** Revokes the successors of a token not revoked yet. */
export async function revokeSuccessors(
  db: Database,
  { orgId, tokenId }: RefreshTokenScope,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      inOrg(
        refreshTokens,
        orgId,
        eq(refreshTokens.parentId, tokenId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Revokes every token of the user not revoked yet: the session ids, one per token revoked. */
export async function revokeUserSessions(db: Database, who: UserScope): Promise<string[]> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      inOrg(
        refreshTokens,
        who.orgId,
        eq(refreshTokens.userId, who.userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return revoked.map((row) => row.familyId);
}

/** Whether the user's session has a token neither revoked nor expired. */
export async function sessionIsLive(
  db: Database,
  owner: { orgId: OrganizationId; userId: UserId; sessionId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      inOrg(
        refreshTokens,
        owner.orgId,
        eq(refreshTokens.familyId, owner.sessionId),
        eq(refreshTokens.userId, owner.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Which of the sessions have a token neither revoked nor expired, in one query for the sockets of
 * many organizations: scoped to the set of their organizations (IN, not inOrg's single one).
 */
export async function liveSessionIds(
  db: Database,
  among: { orgIds: OrganizationId[]; sessionIds: string[] },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.organizationId, among.orgIds),
        inArray(refreshTokens.familyId, among.sessionIds),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    );
  return rows.map((row) => row.familyId);
}
