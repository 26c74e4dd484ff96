export * from './types';
export {
  analysisJob,
  analyzePayloadSchema,
  type AnalysisDeps,
  type AnalyzePayload,
} from './analysis-job';
export { queueAnalysis, type QueuedAssessment } from './queue-analysis';
export { announceAnalysis, type AnalysisAnnouncement } from './announce';
export { recompute, saveRecomputed, storedPostures, type Recomputed } from './recompute';
export { scoreColumns } from './score-columns';
export {
  MAX_BREAKPOINT_THUMBNAILS,
  thumbnailMoments,
  type ThumbnailMoment,
} from './thumbnail-moments';
export { refreshSurveyScore, scoredSurvey } from './surveys/survey-scores';
export { submissionsOf } from './db/submissions';
export type { ScoredSurvey, SurveyScorer } from './surveys/survey-scorer';
export {
  combineWorkerAnswers,
  observerAnswers,
  scoreQecAssessment,
  workerAnswers,
} from './surveys/qec-scoring';
export {
  checklistAnswers,
  scoreChecklistResponse,
  type StoredChecklistResponses,
} from './surveys/checklist-scoring';
export * from './recommendations';
