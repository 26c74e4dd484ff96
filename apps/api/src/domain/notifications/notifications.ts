import {
  translate,
  type Language,
  type NotificationList,
  type StoredNotification,
} from '@ergo/contracts';
import type { Database } from '@ergo/db';
import {
  latestNotifications,
  markAllRead,
  markOneRead,
  unreadNotificationCount,
  type NotificationRow,
} from '../../db/notifications';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';

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

/** GET /notifications/: the caller's latest notifications, newest first, with the unread count. */
export async function listNotifications(
  db: Database,
  caller: Caller,
  lang: Language,
): Promise<NotificationList> {
  const rows = await latestNotifications(db, caller);
  return {
    count: rows.length,
    unread_count: await unreadNotificationCount(db, caller),
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
  if (!(await markOneRead(db, caller, id))) throw new AppError(404, 'notifications.not_found');
  return { unread_count: await unreadNotificationCount(db, caller) };
}

/** POST /notifications/read-all/: marks every one of the caller's notifications read. */
export async function markAllNotificationsRead(
  db: Database,
  caller: Caller,
): Promise<{ unread_count: number }> {
  await markAllRead(db, caller);
  return { unread_count: await unreadNotificationCount(db, caller) };
}
