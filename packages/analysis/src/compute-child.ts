// Only the compute's own modules: a child process loads no database, queue or server code.
import { defineCompute, serveComputes } from '@ergo/platform/compute-child';
import { analyzeAssessmentVideo } from './analyze-assessment-video';
import { ANALYZE_VIDEO, analysisInputSchema } from './types';

/**
 * The compute side of the analysis job: what a program started as a compute child serves (the API
 * and the worker start themselves so; tests run an entry of their own that calls this).
 */
export function serveAnalysisComputes(): void {
  serveComputes({ [ANALYZE_VIDEO]: defineCompute(analysisInputSchema, analyzeAssessmentVideo) });
}
