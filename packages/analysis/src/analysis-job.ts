import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { inputsSchemaOf, MethodInputError, parseMethodInputs, type Invalid } from '@ergo/contracts';
import {
  assessments,
  files,
  organizations,
  refundCredit,
  saveStoredResults,
  type Database,
} from '@ergo/db';
import {
  serveDecrypted,
  type AppConfig,
  type AttemptInfo,
  type EventBus,
  type FileStore,
  type JobDefinition,
  type Logger,
} from '@ergo/platform';
import { z } from 'zod';
import { storeAnalysisFiles } from './analysis-files';
import { attemptLimitSeconds } from './attempt-limit';
import { scoreColumns } from './score-columns';
import { announceAnalysis } from './announce';
import { playbackCopies } from './playback';
import { refreshSurveyScore } from './surveys/survey-scores';
import {
  ANALYZE_VIDEO,
  analysisOutputSchema,
  workerPickSchema,
  type AnalysisInput,
  type AnalysisOutput,
} from './types';

export const analyzePayloadSchema = z.object({
  assessmentId: z.uuid(),
  organizationId: z.uuid(),
  /** a re-run on the person the user chose (no credit taken; a failure keeps the earlier results) */
  pick: workerPickSchema.optional(),
});
export type AnalyzePayload = z.infer<typeof analyzePayloadSchema>;

type Measured = Record<string, { value: string; share: number }>;

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

type Status = 'pending' | 'processing' | 'completed' | 'failed';
type Params = Record<string, string | number>;

/** The status message of an input the method refuses: the field (its label) and why. */
function inputError(method: string, items: readonly Invalid[]): { key: string; params: Params } {
  const [first] = items;
  const field = (first?.field ?? 'input').split('.')[0] ?? 'input';
  return {
    key: 'assessments.analysis_input_invalid',
    params: {
      field_key: `methods.${method}.fields.${field}.label`,
      reason_key: first?.messageKey ?? 'validation.invalid_format',
    },
  };
}

/**
 * The status while an attempt runs. After the first, it says that the analysis started again and
 * which attempt this is: its worker was stopped (killed, its machine lost) or the attempt failed,
 * and the progress the user saw went back to 0.
 */
function runningMessage(attempt: AttemptInfo): { key: string; params?: Params } {
  if (attempt.attempt <= 1) return { key: 'assessments.analysis_processing' };
  return {
    key: 'assessments.analysis_restarted',
    params: { attempt: attempt.attempt, max: attempt.maxAttempts },
  };
}

/**
 * The video-analysis job: prepare (check the inputs, mark processing, serve the decrypted video on
 * loopback), compute (pose + scoring + thumbnails, isolated in a child process), complete (store
 * results, thumbnails and keypoints; apply the privacy setting), fail (retry message, or final:
 * failed + credit returned). Every statement names the assessment's organization.
 */
export function analysisJob(
  deps: AnalysisDeps,
): JobDefinition<AnalyzePayload, AnalysisInput, AnalysisOutput> {
  const { db } = deps;
  const playback = playbackCopies(deps);
  const scope = (payload: AnalyzePayload) =>
    and(
      eq(assessments.id, payload.assessmentId),
      eq(assessments.organizationId, payload.organizationId),
    );
  /**
   * A failed analysis gives its credit back, except a QEC's: its video only prefills the observer
   * items, and the assessment goes on with them filled by hand.
   */
  async function refund(executor: Database, payload: AnalyzePayload) {
    const [row] = await executor
      .select({ type: assessments.type })
      .from(assessments)
      .where(scope(payload));
    if (row?.type === 'qec') return;
    await refundCredit(executor, {
      orgId: payload.organizationId,
      assessmentId: payload.assessmentId,
    });
  }

  async function writeStatus(
    executor: Database,
    payload: AnalyzePayload,
    status: Status,
    message: { key: string; params?: Params },
    extra: Partial<typeof assessments.$inferInsert> = {},
    guard?: Status[],
  ) {
    const [row] = await executor
      .update(assessments)
      .set({
        status,
        statusMessage: message.key,
        statusParams: message.params ?? {},
        updatedAt: new Date(),
        ...extra,
      })
      .where(and(scope(payload), guard ? notInArray(assessments.status, guard) : undefined))
      .returning();
    return row;
  }

  async function announce(
    row: typeof assessments.$inferSelect,
    status: Status,
    message: { key: string; params?: Params },
  ) {
    // A notification lost is not an analysis lost: the status is stored, the screen polls it.
    await announceAnalysis(deps, {
      kind: 'analysis',
      organizationId: row.organizationId,
      userId: row.createdBy,
      assessmentId: row.id,
      assessmentType: row.type,
      assessmentName: row.name,
      status,
      progress: row.progress,
      messageKey: message.key,
      ...(message.params ? { messageParams: message.params } : {}),
      at: new Date().toISOString(),
    });
  }

  async function setStatus(
    payload: AnalyzePayload,
    status: Status,
    message: { key: string; params?: Params },
    extra: Partial<typeof assessments.$inferInsert> = {},
    guard?: Status[],
  ) {
    const row = await writeStatus(db, payload, status, message, extra, guard);
    if (row) await announce(row, status, message);
    return row;
  }

  /**
   * Fails the analysis and gives the credit back in one transaction: whoever reads 'failed' (its
   * message says the credit has been returned) reads the returned credit too.
   */
  async function failAndRefund(
    payload: AnalyzePayload,
    message: { key: string; params?: Params },
    extra: Partial<typeof assessments.$inferInsert>,
    guard: Status[],
  ) {
    const row = await db.transaction(async (tx) => {
      const written = await writeStatus(tx, payload, 'failed', message, extra, guard);
      await refund(tx, payload);
      return written;
    });
    if (row) await announce(row, 'failed', message);
  }

  async function failWith(payload: AnalyzePayload, message: { key: string; params?: Params }) {
    if (payload.pick) return keepEarlierResults(payload, message);
    await failAndRefund(payload, message, { progress: 100 }, ['completed']);
  }

  /**
   * A re-run on another person that fails leaves the assessment as it was: its earlier results are
   * still stored (they are replaced only on success), and no credit was taken, so none is returned.
   */
  async function keepEarlierResults(
    payload: AnalyzePayload,
    message: { key: string; params?: Params },
  ) {
    deps.log.warn(
      { assessment: payload.assessmentId, reason: message.key },
      'worker re-run failed',
    );
    await setStatus(
      payload,
      'completed',
      { key: 'assessments.worker_rerun_failed', params: { reason_key: message.key } },
      { progress: 100 },
    );
  }

  /** The duration the video's container declares, as its upload's probe read it (null: not kept). */
  async function declaredSeconds(row: typeof assessments.$inferSelect, videoFileId: string) {
    const [video] = await db
      .select({ meta: files.meta })
      .from(files)
      .where(and(eq(files.id, videoFileId), eq(files.organizationId, row.organizationId)));
    const seconds = video?.meta.duration_seconds;
    return typeof seconds === 'number' ? seconds : null;
  }

  /** Why a stream that ran past where its decode could go was not analysed, in the user's words. */
  function tooLongMessage(output: Extract<AnalysisOutput, { outcome: 'too_long' }>): {
    key: string;
    params: Params;
  } {
    return output.limited_by === 'declared'
      ? {
          key: 'assessments.analysis_longer_than_declared',
          // whole seconds: the status's parameters are not formatted per language
          params: { declared: Math.ceil(output.declared_seconds) },
        }
      : { key: 'assessments.analysis_too_long', params: { max: deps.config.MAX_VIDEO_SECONDS } };
  }

  /**
   * A QEC's video read: the measured items fill the observer items the ergonomist left empty (an
   * answer already given is theirs and stays), remembered as measured so the screen marks them;
   * then the survey's score and status follow its answers.
   */
  async function completeObservation(payload: AnalyzePayload, measured: Measured) {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(assessments).where(scope(payload)).for('update');
      if (!current) return null;
      const inputs = { ...current.inputs };
      for (const [item, { value }] of Object.entries(measured)) inputs[item] ??= value;
      const [updated] = await tx
        .update(assessments)
        .set({
          inputs,
          measured,
          status: 'pending',
          statusMessage: 'qec.prefill_done',
          statusParams: {},
          progress: 100,
          updatedAt: new Date(),
        })
        .where(scope(payload))
        .returning();
      if (!updated) return null;
      // Its workers may have answered already: the survey's score follows the new items.
      await refreshSurveyScore(tx, updated);
      const [scored] = await tx.select().from(assessments).where(scope(payload));
      return scored ?? null;
    });
    if (row)
      await setStatus(
        payload,
        row.status === 'completed' ? 'completed' : 'pending',
        { key: row.status === 'completed' ? 'qec.scored' : 'qec.prefill_done' },
        { progress: 100 },
      );
  }

  return {
    name: ANALYZE_VIDEO,
    schema: analyzePayloadSchema,
    output: analysisOutputSchema,
    maxAttempts: 3,
    retryDelaySeconds: 5,
    timeoutSeconds: deps.config.JOB_TIMEOUT_SECONDS,
    compute: ANALYZE_VIDEO,
    groupOf: (payload) => payload.organizationId,

    async prepare(payload, attempt) {
      const [row] = await db.select().from(assessments).where(scope(payload));
      // deleted meanwhile, or already done (a re-run on another person starts from 'pending')
      if (!row || row.status === 'completed') return null;
      const inputs = inputsSchemaOf(row.type);
      if (!inputs) throw new Error(`no method ${row.type} for assessment ${row.id}`);
      // A stored input the method refuses fails at once, named, before any frame is decoded.
      try {
        parseMethodInputs(inputs, row.inputs);
      } catch (error) {
        if (!(error instanceof MethodInputError)) throw error;
        await failWith(payload, inputError(row.type, error.items));
        return null;
      }
      if (!row.videoFileId) {
        await failWith(payload, { key: 'assessments.video_unavailable' });
        return null;
      }
      const timeoutSeconds = attemptLimitSeconds(
        await declaredSeconds(row, row.videoFileId),
        deps.config,
      );
      // the compute's own budgets end a little before the attempt's limit
      const budgetMs = Math.max(5_000, (timeoutSeconds - 10) * 1000);
      await setStatus(payload, 'processing', runningMessage(attempt), { progress: 0 });
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
    },

    async stillWanted(payload) {
      const [row] = await db.select({ id: assessments.id }).from(assessments).where(scope(payload));
      return row !== undefined;
    },

    async onProgress(payload, percent, attempt) {
      await setStatus(payload, 'processing', runningMessage(attempt), { progress: percent }, [
        'completed',
        'failed',
      ]);
    },

    async complete(payload, output) {
      switch (output.outcome) {
        case 'no_person':
          return failWith(payload, { key: 'assessments.analysis_no_person' });
        case 'unscorable':
          return failWith(payload, { key: 'assessments.analysis_unscorable' });
        case 'invalid_input': {
          const [row] = await db
            .select({ type: assessments.type })
            .from(assessments)
            .where(scope(payload));
          return failWith(payload, inputError(row?.type ?? '', output.items));
        }
        case 'too_long':
          return failWith(payload, tooLongMessage(output));
        case 'observed':
          return completeObservation(payload, output.measured);
        case 'scored':
          break;
      }
      const stored = await storeAnalysisFiles(deps.files, output);
      const copy = await playback.take(payload.assessmentId, output.playback);
      const obsolete = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(assessments).where(scope(payload)).for('update');
        if (!row) return [...stored.ids, ...(copy ? [copy.id] : [])]; // deleted meanwhile
        const owned = and(
          eq(files.assessmentId, row.id),
          eq(files.organizationId, row.organizationId),
        );
        const replaced = await tx
          .delete(files)
          .where(and(owned, notInArray(files.kind, ['video', 'playback', 'report'])))
          .returning({ id: files.id });
        await tx.insert(files).values(stored.rows(row.organizationId, row.id));
        await saveStoredResults(
          tx,
          { orgId: row.organizationId, assessmentId: row.id },
          output.results,
        );
        const [org] = await tx
          .select({ keepVideos: organizations.keepVideos })
          .from(organizations)
          .where(eq(organizations.id, row.organizationId));
        const dropVideo = org?.keepVideos === false && row.videoFileId ? row.videoFileId : null;
        if (dropVideo) await tx.delete(files).where(and(owned, inArray(files.id, [dropVideo])));
        const copies = await playback.record(tx, row, dropVideo ? null : row.videoFileId, copy);
        await tx
          .update(assessments)
          .set({
            ...scoreColumns(output.results),
            analyzedAt: new Date(),
            ...(dropVideo ? { videoFileId: null } : {}),
          })
          .where(scope(payload));
        return [...replaced.map((file) => file.id), ...(dropVideo ? [dropVideo] : []), ...copies];
      });
      // Objects go after the commit: a failed transaction must not lose files still referenced.
      for (const id of obsolete)
        await deps.files
          .remove(id)
          .catch((error: unknown) =>
            deps.log.warn({ err: error, file: id }, 'analysis: an obsolete file stays on disk'),
          );
      await setStatus(
        payload,
        'completed',
        { key: 'assessments.analysis_completed' },
        { progress: 100 },
      );
    },

    async fail(payload, error, attempt) {
      if (!attempt.final) {
        await setStatus(payload, 'pending', { key: 'assessments.analysis_retrying' }, {}, [
          'completed',
          'failed',
        ]);
        return;
      }
      const key = /timed out/.test(error.message)
        ? 'assessments.analysis_timeout'
        : 'assessments.analysis_failed';
      if (payload.pick) return keepEarlierResults(payload, { key });
      await failAndRefund(payload, { key }, {}, ['completed', 'failed']);
    },
  };
}
