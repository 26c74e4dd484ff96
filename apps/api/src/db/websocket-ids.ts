import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import {
  type Database,
  inOrg,
  type OrganizationId,
  type UserId,
  type UserScope,
  websocketIds,
} from '@ergo/db';

/*
 * The WebSocket ids' queries (issue 32's query layer). An id is spent by its value alone at
 * connection, before the socket knows whose it is (the one unscoped statement, by a secret); once
 * spent it names its organization, and every other statement here is scoped to it.
 */

/** The ids of one sign-in session, or of every session of a user, within their organization. */
export type WebsocketIdsScope = { orgId: OrganizationId; sessionId: string } | UserScope;

/** Deletes the user's spent ids: used ones, and those expired by `now`. */
export async function deleteSpentWebsocketIds(
  db: Database,
  who: UserScope,
  now: Date,
): Promise<void> {
  await db
    .delete(websocketIds)
    .where(
      inOrg(
        websocketIds,
        who.orgId,
        eq(websocketIds.userId, who.userId),
        or(isNotNull(websocketIds.usedAt), lte(websocketIds.expiresAt, now)),
      ),
    );
}

/** Stores a new id for a session of the user. */
export async function insertWebsocketId(
  db: Database,
  who: UserScope,
  id: { id: string; sessionId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(websocketIds).values({
    id: id.id,
    organizationId: who.orgId,
    userId: who.userId,
    sessionId: id.sessionId,
    expiresAt: id.expiresAt,
  });
}

/**
 * Marks an unused, unexpired id used and returns whose it is (its session id null for ids issued
 * before they were bound to a session); null when no such id is left. Checking and spending are
 * one UPDATE, so two sockets racing with one id cannot both get it.
 */
export async function spendWebsocketId(
  db: Database,
  id: string,
): Promise<{ orgId: OrganizationId; userId: UserId; sessionId: string | null } | null> {
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
  return row ?? null;
}

/** Deletes the ids of a session, or of every session of a user. */
export async function deleteWebsocketIds(db: Database, of: WebsocketIdsScope): Promise<void> {
  await db
    .delete(websocketIds)
    .where(
      inOrg(
        websocketIds,
        of.orgId,
        'sessionId' in of
          ? eq(websocketIds.sessionId, of.sessionId)
          : eq(websocketIds.userId, of.userId),
      ),
    );
}
