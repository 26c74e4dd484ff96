import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  translate,
  type Language,
  type NotificationList,
  type StoredNotification,
} from '@ergo/contracts';
import { inOrg, notifications, NOTIFICATIONS_KEPT, type Database } from '@ergo/db';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';

type NotificationRow = typeof notifications.$inferSelect;

/** The caller's own notifications: their organization and their user, both named in SQL. */
const own = (caller: Caller, ...more: Parameters<typeof inOrg>[2][]) =>
  inOrg(notifications, caller.orgId, eq(notifications.userId, caller.userId), ...more);

/** A stored notification as the bell shows it, its message in the reader's language. */
export function presentNotification(row: NotificationRow, lang: Language): StoredNotification {
  const { payload } = row;
  return {
    id: row.id,
    message: translate(payload.message_key, lang, payload.message_params),
    url: `/assessments/${payload.assessment_type}/${row.assessmentId ?? ''}`,
    status: payload.status,
    model_name: payload.assessment_type,
    model_id: row.assessmentId ?? '',
    progress: payload.progress,
    name: payload.assessment_name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    read: row.readAt !== null,
  };
}

async function unreadCount(db: Database, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(own(caller, isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** GET /notifications/: the caller's latest notifications, newest first, with the unread count. */
export async function listNotifications(
  db: Database,
  caller: Caller,
  lang: Language,
): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(own(caller))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_KEPT);
  return {
    count: rows.length,
    unread_count: await unreadCount(db, caller),
    results: rows.map((row) => presentNotification(row, lang)),
  };
}

/**
 * POST /notifications/{id}/read/: marks one of the caller's notifications read (again: no change).
 * Another user's, or another organization's, is not found.
 */
export async function markNotificationRead(
  db: Database,
  caller: Caller,
  id: string,
): Promise<{ unread_count: number }> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(own(caller, eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (!row) throw new AppError(404, 'notifications.not_found');
  return { unread_count: await unreadCount(db, caller) };
}

/** POST /notifications/read-all/: marks every one of the caller's notifications read. */
export async function markAllNotificationsRead(
  db: Database,
  caller: Caller,
): Promise<{ unread_count: number }> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(own(caller, isNull(notifications.readAt)));
  return { unread_count: await unreadCount(db, caller) };
}
