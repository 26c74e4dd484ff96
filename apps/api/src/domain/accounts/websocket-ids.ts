import { randomUUID } from 'node:crypto';
import type { Database, OrganizationId, UserId } from '@ergo/db';
import {
  deleteSpentWebsocketIds,
  deleteWebsocketIds,
  insertWebsocketId,
  spendWebsocketId,
} from '../../db/websocket-ids';
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
  await deleteSpentWebsocketIds(db, auth, now);
  const expiresAt = new Date(now.getTime() + WEBSOCKET_ID_LIFETIME_MS);
  const id = randomUUID();
  await insertWebsocketId(db, auth, { id, sessionId: auth.sessionId, expiresAt });
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
): Promise<{ orgId: OrganizationId; userId: UserId; sessionId: string } | null> {
  const row = await spendWebsocketId(db, id);
  if (!row?.sessionId) return null;
  return { orgId: row.orgId, userId: row.userId, sessionId: row.sessionId };
}

/** The unused ids of an ended session (logout), or of every session of a user (password). */
export async function revokeWebsocketIds(
  db: Database,
  orgId: OrganizationId,
  of: { sessionId: string } | { userId: UserId },
): Promise<void> {
  await deleteWebsocketIds(db, { orgId, ...of });
}
