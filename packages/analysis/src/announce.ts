import { recordAnalysisNotice, type Database } from '@ergo/db';
import type { AnalysisEvent, EventBus, Logger } from '@ergo/platform';

/** An analysis event before it is stored: the ids of the stored notifications are added here. */
export type AnalysisAnnouncement = Omit<AnalysisEvent, 'notificationIds'>;

/** Stored ids an event carries at most (see below). */
const MAX_CARRIED_IDS = 40;

/**
 * The one way an analysis event goes out: stored for the bell of each user it concerns (their
 * notification history, kept across sign-ins), then published live with the stored ids, so what a
 * browser hears and what it reads back later are the same notification. A notification that cannot
 * be stored (the assessment deleted meanwhile) is still published; a lost one leaves the bell a step
 * behind, never the analysis.
 */
export async function announceAnalysis(
  services: { db: Database; events: EventBus; log: Logger },
  event: AnalysisAnnouncement,
): Promise<void> {
  let notificationIds: Record<string, string> = {};
  try {
    notificationIds = await recordAnalysisNotice(services.db, {
      organizationId: event.organizationId,
      userId: event.userId,
      assessmentId: event.assessmentId,
      payload: {
        status: event.status,
        progress: event.progress,
        assessment_type: event.assessmentType,
        assessment_name: event.assessmentName,
        message_key: event.messageKey,
        ...(event.messageParams ? { message_params: event.messageParams } : {}),
      },
    });
  } catch (error) {
    services.log.warn(
      { err: error, assessment: event.assessmentId },
      'analysis: a notification was not stored',
    );
  }
  // PostgreSQL NOTIFY carries under 8000 bytes: an organization-wide event to many users goes out
  // without the ids (the bell matches an event with its stored notification by assessment too).
  const carried = Object.keys(notificationIds).length <= MAX_CARRIED_IDS ? { notificationIds } : {};
  await services.events
    .publish({ ...event, ...carried })
    .catch((error: unknown) =>
      services.log.warn(
        { err: error, assessment: event.assessmentId },
        'analysis: a notification was lost',
      ),
    );
}
