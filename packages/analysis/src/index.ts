export * from './types';
export {
  analysisJob,
  analyzePayloadSchema,
  type AnalysisDeps,
  type AnalyzePayload,
} from './analysis-job';
export { queueAnalysis, type QueuedAssessment } from './queue-analysis';
export { recompute, saveRecomputed, type Recomputed } from './recompute';
