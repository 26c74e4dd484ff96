import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { type Database, inOrg, websocketIds } from '@ergo/db';
import type { AccessClaims } from '../../lib/access-token';

/**
 * A WebSocket id is a capability in a URL (it can end up in a proxy's log or the browser's
 * history), so it is worth little once seen: it opens one socket, within a minute, while the
 * session that asked for it lasts. The web app asks for a new one for every (re)connection.
 */
export const WEBSOCKET_ID_LIFETIME_MS = 60_000;

/** GET /auth/get-uuid/: a new id for the caller's session; the caller's spent ids are cleared. */
export async function issueWebsocketId(db: Database, auth: AccessClaims) {
  const now = new Date();
  await db
    .delete(websocketIds)
    .where(
      inOrg(
        websocketIds,
        auth.orgId,
        eq(websocketIds.userId, auth.userId),
        or(isNotNull(websocketIds.usedAt), lte(websocketIds.expiresAt, now)),
      ),
    );
  const expiresAt = new Date(now.getTime() + WEBSOCKET_ID_LIFETIME_MS);
  const id = randomUUID();
  await db.insert(websocketIds).values({
    id,
    organizationId: auth.orgId,
    userId: auth.userId,
    sessionId: auth.sessionId,
    expiresAt,
  });
  return { uuid: id, expires_at: expiresAt.toISOString() };
}

/**
 * Spends an id at connection: marked used in the same statement that checks it is unused and
 * unexpired, so two sockets racing with one id cannot both get it. Ids issued before ids were bound
 * to a session (no session id) are not accepted: the web app simply asks for a new one.
 */
export async function consumeWebsocketId(
  db: Database,
  id: string,
): Promise<{ orgId: string; userId: string; sessionId: string } | null> {
  const [row] = await db
    .update(websocketIds)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(websocketIds.id, id),
        isNull(websocketIds.usedAt),
        gt(websocketIds.expiresAt, new Date()),
      ),
    )
    .returning({
      orgId: websocketIds.organizationId,
      userId: websocketIds.userId,
      sessionId: websocketIds.sessionId,
    });
  if (!row?.sessionId) return null;
  return { orgId: row.orgId, userId: row.userId, sessionId: row.sessionId };
}

/** The unused ids of an ended session (logout), or of every session of a user (password). */
export async function revokeWebsocketIds(
  db: Database,
  orgId: string,
  of: { sessionId: string } | { userId: string },
): Promise<void> {
  await db
    .delete(websocketIds)
    .where(
      inOrg(
        websocketIds,
        orgId,
        'sessionId' in of
          ? eq(websocketIds.sessionId, of.sessionId)
          : eq(websocketIds.userId, of.userId),
      ),
    );
}
