import { inputsSchemaOf, MethodInputError, parseMethodInputs } from '@ergo/contracts';
import { serveDecrypted, type AttemptInfo } from '@ergo/platform';
import { attemptLimitSeconds } from '../attempt-limit';
import { findAssessment, type AssessmentRow } from '../db/job-assessment';
import { fileMeta } from '../db/files';
import type { PlaybackCopies } from '../playback';
import type { AnalysisInput } from '../types';
import { inputError, runningMessage } from './messages';
import { scopeOf, type AnalysisDeps, type AnalyzePayload } from './payload';
import type { AnalysisStatus } from './status';

/** The duration the video's container declares, as its upload's probe read it (null: not kept). */
async function declaredSeconds(deps: AnalysisDeps, row: AssessmentRow, videoFileId: string) {
  const meta = await fileMeta(deps.db, { orgId: row.organizationId, fileId: videoFileId });
  const seconds = meta?.duration_seconds;
  return typeof seconds === 'number' ? seconds : null;
}

/**
 * The job's first step: check the stored inputs, mark the assessment processing and serve its
 * decrypted video on loopback (with the playback copy's target, when one is made). Null when there
 * is nothing to analyse: deleted meanwhile, already done, or failed here with its reason.
 */
export async function prepareAnalysis(
  deps: AnalysisDeps,
  steps: { status: AnalysisStatus; playback: PlaybackCopies },
  payload: AnalyzePayload,
  attempt: AttemptInfo,
) {
  const { status, playback } = steps;
  const row = await findAssessment(deps.db, scopeOf(payload));
  // deleted meanwhile, or already done (a re-run on another person starts from 'pending')
  if (!row || row.status === 'completed') return null;
  const inputs = inputsSchemaOf(row.type);
  if (!inputs) throw new Error(`no method ${row.type} for assessment ${row.id}`);
  // A stored input the method refuses fails at once, named, before any frame is decoded.
  try {
    parseMethodInputs(inputs, row.inputs);
  } catch (error) {
    if (!(error instanceof MethodInputError)) throw error;
    await status.failWith(payload, inputError(row.type, error.items));
    return null;
  }
  if (!row.videoFileId) {
    await status.failWith(payload, { key: 'assessments.video_unavailable' });
    return null;
  }
  const timeoutSeconds = attemptLimitSeconds(
    await declaredSeconds(deps, row, row.videoFileId),
    deps.config,
  );
  // the compute's own budgets end a little before the attempt's limit
  const budgetMs = Math.max(5_000, (timeoutSeconds - 10) * 1000);
  await status.set(payload, 'processing', runningMessage(attempt), { progress: 0 });
  const served = await serveDecrypted(deps.files, row.videoFileId);
  const copy = await playback.open(row, budgetMs);
  const input: AnalysisInput = {
    videoUrl: served.url,
    type: row.type,
    inputs: row.inputs,
    fps: deps.config.ANALYSIS_FPS,
    model: deps.config.POSE_MODEL,
    timeoutMs: budgetMs,
    maxSeconds: deps.config.MAX_VIDEO_SECONDS,
    ...(payload.pick ? { pick: payload.pick } : {}),
    ...(copy ? { playback: copy.target } : {}),
  };
  const release = () => Promise.all([served.close(), copy?.close()]).then(() => undefined);
  return { input, release, timeoutSeconds };
}
