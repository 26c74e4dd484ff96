import { count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { inOrg, notifications, NOTIFICATIONS_KEPT, type Database, type UserScope } from '@ergo/db';

/*
 * A user's notifications (issue 32's query layer): their organization and their user, both named
 * in SQL in every query. The domain (domain/notifications) presents them in the reader's language.
 */

export type NotificationRow = typeof notifications.$inferSelect;

const own = (to: UserScope, ...more: SQL[]) =>
  inOrg(notifications, to.orgId, eq(notifications.userId, to.userId), ...more);

export async function unreadNotificationCount(db: Database, to: UserScope): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(own(to, isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** The latest notifications, newest first, as many as are kept. */
export function latestNotifications(db: Database, to: UserScope): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(own(to))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_KEPT);
}

/** Marks one read (a second time changes nothing); false when it is not the recipient's. */
export async function markOneRead(db: Database, to: UserScope, id: string): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(own(to, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: Database, to: UserScope): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(own(to, isNull(notifications.readAt)));
}
