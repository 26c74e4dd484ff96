import type { JobDefinition } from '@ergo/platform';
import { completeObservation } from './analysis-job/complete-observation';
import { assessmentExists, methodCodeOf } from './db/job-assessment';
import { inputError, runningMessage, tooLongMessage } from './analysis-job/messages';
import {
  analyzePayloadSchema,
  scopeOf,
  type AnalysisDeps,
  type AnalyzePayload,
} from './analysis-job/payload';
import { prepareAnalysis } from './analysis-job/prepare';
import { analysisStatus } from './analysis-job/status';
import { storeScored } from './analysis-job/store-scored';
import { playbackCopies } from './playback';
import {
  ANALYZE_VIDEO,
  analysisOutputSchema,
  type AnalysisInput,
  type AnalysisOutput,
} from './types';

export {
  analyzePayloadSchema,
  type AnalysisDeps,
  type AnalyzePayload,
} from './analysis-job/payload';

/**
 * The video-analysis job, as named steps (`analysis-job/`): prepare (check the inputs, mark
 * processing, serve the decrypted video on loopback), compute (pose + scoring + thumbnails,
 * isolated in a child process), complete (store the scored results and files, or a QEC's
 * measured items; apply the privacy setting), fail (retry message, or final: failed + credit
 * returned). Every statement names the assessment's organization.
 */
export function analysisJob(
  deps: AnalysisDeps,
): JobDefinition<AnalyzePayload, AnalysisInput, AnalysisOutput> {
  const playback = playbackCopies(deps);
  const status = analysisStatus(deps);

  return {
    name: ANALYZE_VIDEO,
    schema: analyzePayloadSchema,
    output: analysisOutputSchema,
    maxAttempts: 3,
    retryDelaySeconds: 5,
    timeoutSeconds: deps.config.JOB_TIMEOUT_SECONDS,
    compute: ANALYZE_VIDEO,
    groupOf: (payload) => payload.organizationId,

    prepare: (payload, attempt) => prepareAnalysis(deps, { status, playback }, payload, attempt),

    stillWanted: (payload) => assessmentExists(deps.db, scopeOf(payload)),

    async onProgress(payload, percent, attempt) {
      await status.set(payload, 'processing', runningMessage(attempt), { progress: percent }, [
        'completed',
        'failed',
      ]);
    },

    async complete(payload, output) {
      switch (output.outcome) {
        case 'no_person':
          return status.failWith(payload, { key: 'assessments.analysis_no_person' });
        case 'unscorable':
          return status.failWith(payload, { key: 'assessments.analysis_unscorable' });
        case 'invalid_input': {
          const type = await methodCodeOf(deps.db, scopeOf(payload));
          return status.failWith(payload, inputError(type ?? '', output.items));
        }
        case 'too_long':
          return status.failWith(payload, tooLongMessage(output, deps.config.MAX_VIDEO_SECONDS));
        case 'observed':
          return completeObservation(deps, status, payload, output.measured);
        case 'scored':
          await storeScored(deps, playback, payload, output);
          await status.set(
            payload,
            'completed',
            { key: 'assessments.analysis_completed' },
            { progress: 100 },
          );
      }
    },

    async fail(payload, error, attempt) {
      if (!attempt.final) {
        await status.set(payload, 'pending', { key: 'assessments.analysis_retrying' }, {}, [
          'completed',
          'failed',
        ]);
        return;
      }
      const key = /timed out/.test(error.message)
        ? 'assessments.analysis_timeout'
        : 'assessments.analysis_failed';
      if (payload.pick) return status.keepEarlierResults(payload, { key });
      await status.failAndRefund(payload, { key }, {}, ['completed', 'failed']);
    },
  };
}
