import type { AssessmentId, Database, OrganizationId, UserId } from '@ergo/db';
import type { EventBus, JobQueue, Logger } from '@ergo/platform';
import { announceAnalysis } from './announce';
import { ANALYZE_VIDEO, type WorkerPick } from './types';

/** An assessment whose video is to be analysed. */
export interface QueuedAssessment {
  id: AssessmentId;
  organizationId: OrganizationId;
  createdBy: UserId | null;
  type: string;
  name: string;
}

/** Queues one assessment's analysis and tells its owner it is queued (the notification bell). */
export async function queueAnalysis(
  services: { db: Database; queue: JobQueue; events: EventBus; log: Logger },
  assessment: QueuedAssessment,
  /** analyse this person (a re-run on the user's choice) */
  pick?: WorkerPick,
): Promise<void> {
  // Told before the job is queued: with a free slot a worker claims it at once and announces
  // 'processing', which must not arrive before 'queued' (seen on PostgreSQL in a clean-clone run).
  // The row is already pending, so the word is true; a lost notification only leaves the bell a
  // step behind.
  await announceAnalysis(services, {
    kind: 'analysis',
    organizationId: assessment.organizationId,
    userId: assessment.createdBy,
    assessmentId: assessment.id,
    assessmentType: assessment.type,
    assessmentName: assessment.name,
    status: 'pending',
    progress: 0,
    messageKey: 'assessments.analysis_queued',
    at: new Date().toISOString(),
  });
  await services.queue.enqueue(ANALYZE_VIDEO, {
    assessmentId: assessment.id,
    organizationId: assessment.organizationId,
    ...(pick ? { pick } : {}),
  });
}
