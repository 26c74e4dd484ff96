import { assessmentId, type AssessmentScope, type Database, organizationId } from '@ergo/db';
import type { AppConfig, EventBus, FileStore, Logger } from '@ergo/platform';
import { z } from 'zod';
import { workerPickSchema } from '../types';

export const analyzePayloadSchema = z.object({
  assessmentId: z.uuid(),
  organizationId: z.uuid(),
  /** a re-run on the person the user chose (no credit taken; a failure keeps the earlier results) */
  pick: workerPickSchema.optional(),
});
export type AnalyzePayload = z.infer<typeof analyzePayloadSchema>;

export interface AnalysisDeps {
  db: Database;
  files: FileStore;
  events: EventBus;
  config: Pick<
    AppConfig,
    'JOB_TIMEOUT_SECONDS' | 'MAX_VIDEO_SECONDS' | 'ANALYSIS_FPS' | 'POSE_MODEL'
  >;
  log: Logger;
}

export type Status = 'pending' | 'processing' | 'completed' | 'failed';
export type Params = Record<string, string | number>;
/** A status message: its catalogue key and parameters. */
export interface StatusMessage {
  key: string;
  params?: Params;
}

/** The job's assessment, in its organization: every statement of the job names both. */
export const scopeOf = (payload: AnalyzePayload): AssessmentScope => ({
  // the payload was checked against its schema when the job was taken
  orgId: organizationId(payload.organizationId),
  assessmentId: assessmentId(payload.assessmentId),
});
