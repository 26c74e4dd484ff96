import { z } from 'zod';
import { videoQueueItemSchema } from './assessments';

/**
 * A stored analysis notification (issue 18): the video queue item of SPEC §3 as the bell lists it
 * after a new sign-in, with its id and whether its user has read it. `created_at` is when the
 * notification was first stored, `updated_at` its last change (the latest status or progress).
 */
export const notificationSchema = videoQueueItemSchema.extend({
  id: z.uuid(),
  read: z.boolean(),
  updated_at: z.string(),
});
export type StoredNotification = z.infer<typeof notificationSchema>;

/** GET /notifications/: the caller's latest notifications, newest first, and how many are unread. */
export const notificationListSchema = z.object({
  count: z.number().int(),
  unread_count: z.number().int(),
  results: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The answer of marking one or all read: how many of the caller's are still unread. */
export const notificationsReadSchema = z.object({ unread_count: z.number().int() });
export type NotificationsRead = z.infer<typeof notificationsReadSchema>;
