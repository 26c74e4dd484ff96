import { count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { inOrg, notifications, NOTIFICATIONS_KEPT, type Database } from '@ergo/db';

/*
 * A user's notifications (issue 32's query layer): their organization and their user, both named
 * in SQL in every query. The domain (domain/notifications) presents them in the reader's language.
 */

export type NotificationRow = typeof notifications.$inferSelect;

/** One user within their organization: whose notifications. */
export interface Recipient {
  orgId: string;
  userId: string;
}

const own = (to: Recipient, ...more: SQL[]) =>
  inOrg(notifications, to.orgId, eq(notifications.userId, to.userId), ...more);

export async function unreadNotificationCount(db: Database, to: Recipient): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(own(to, isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The latest notifications, newest first, as many as are kept. */
export function latestNotifications(db: Database, to: Recipient): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(own(to))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_KEPT);
}

/** Marks one read (a second time changes nothing); false when it is not the recipient's. */
export async function markOneRead(db: Database, to: Recipient, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(own(to, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: Database, to: Recipient): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(own(to, isNull(notifications.readAt)));
}
