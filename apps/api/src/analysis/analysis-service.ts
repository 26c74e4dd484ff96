import type { EventBus } from '../events/event-bus';
import type { JobQueue } from '../jobs/definition';
import { ANALYZE_VIDEO } from './analysis-job';

/** What routes need from the analysis pipeline: queue one assessment's video. */
export class AnalysisService {
  constructor(
    private readonly queue: JobQueue,
    private readonly events: EventBus,
  ) {}

  async queueAnalysis(assessment: {
    id: string;
    organizationId: string;
    createdBy: string | null;
    type: string;
    name: string;
  }): Promise<void> {
    await this.queue.enqueue(ANALYZE_VIDEO, {
      assessmentId: assessment.id,
      organizationId: assessment.organizationId,
    });
    await this.events
      .publish({
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
      })
      .catch(() => undefined);
  }
}
