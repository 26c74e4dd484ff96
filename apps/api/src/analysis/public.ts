/** What apps/worker's compute step shares with the API: the job's input/output and input mapping. */
export type { AnalysisInput, AnalysisOutput, AnalysisThumbnail } from './types';
