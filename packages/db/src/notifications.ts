import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { notifications, users, type NotificationPayload } from './schema';
import { inOrg, type AssessmentId, type OrganizationId, type UserId } from './tenancy';

/** How many analysis notifications each user keeps: older ones are deleted as new ones come. */
export const NOTIFICATIONS_KEPT = 50;

/** An analysis event as the bell stores it (the fields of @ergo/platform's AnalysisEvent). */
export interface AnalysisNotice {
  organizationId: OrganizationId;
  /** who asked for the analysis; null = everyone of the organization (as the socket sends it) */
  userId: UserId | null;
  assessmentId: AssessmentId;
  payload: NotificationPayload;
}

/**
 * Stores an analysis event for each user it goes to, in the same step that publishes it (see
 * @ergo/analysis announceAnalysis): one row per user and assessment, updated in place; a new status
 * makes it unread again, progress alone does not. Each user keeps their latest NOTIFICATIONS_KEPT.
 * Returns the stored ids by user, which the live event carries so the bell can match the two.
 */
export async function recordAnalysisNotice(
  db: Database,
  notice: AnalysisNotice,
): Promise<Record<string, string>> {
  const recipients =
    notice.userId !== null
      ? [notice.userId]
      : (
          await db.select({ id: users.id }).from(users).where(inOrg(users, notice.organizationId))
        ).map((user) => user.id);
  if (recipients.length === 0) return {};
  const rows = await db
    .insert(notifications)
    .values(
      recipients.map((userId) => ({
        organizationId: notice.organizationId,
        userId,
        assessmentId: notice.assessmentId,
        kind: 'analysis',
        payload: notice.payload,
      })),
    )
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.assessmentId],
      set: {
        payload: sql`excluded.payload`,
        updatedAt: sql`now()`,
        readAt: sql`case when ${notifications.payload}->>'status' = excluded.payload->>'status' then ${notifications.readAt} end`,
      },
    })
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      // xmax is 0 on a row this statement inserted (not one it updated)
      inserted: sql<boolean>`(xmax = 0)`,
    });
  for (const row of rows)
    if (row.inserted)
      await pruneNotifications(db, { orgId: notice.organizationId, userId: row.userId });
  return Object.fromEntries(rows.map((row) => [row.userId, row.id]));
}

/** Deletes a user's notifications beyond the latest NOTIFICATIONS_KEPT. */
export async function pruneNotifications(
  db: Database,
  { orgId, userId }: { orgId: OrganizationId; userId: UserId },
): Promise<void> {
  const mine = inOrg(notifications, orgId, eq(notifications.userId, userId));
  const kept = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_KEPT);
  await db.delete(notifications).where(and(mine, notInArray(notifications.id, kept)));
}
