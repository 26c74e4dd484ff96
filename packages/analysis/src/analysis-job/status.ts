import { methodTraits } from '@ergo/contracts';
import { refundCredit, type Database } from '@ergo/db';
import { announceAnalysis } from '../announce';
import {
  methodCodeOf,
  updateAssessment,
  type AssessmentColumns,
  type AssessmentRow,
} from '../db/job-assessment';
import {
  scopeOf,
  type AnalysisDeps,
  type AnalyzePayload,
  type Status,
  type StatusMessage,
} from './payload';

type Extra = AssessmentColumns;

/**
 * How the job tells where an analysis stands: the assessment's status and message (never over a
 * status in `guard`), the notification that follows each change, and the failure that gives the
 * credit back in the same transaction.
 */
export function analysisStatus(deps: AnalysisDeps) {
  const { db } = deps;

  /**
   * A failed analysis gives its credit back, except where the method says not (QEC: its video only
   * prefills the observer items, and the assessment goes on with them filled by hand).
   */
  async function refund(executor: Database, payload: AnalyzePayload) {
    const type = await methodCodeOf(executor, scopeOf(payload));
    if (type !== undefined && methodTraits(type)?.refundsFailedAnalysis === false) return;
    await refundCredit(executor, scopeOf(payload));
  }

  async function write(
    executor: Database,
    payload: AnalyzePayload,
    status: Status,
    message: StatusMessage,
    extra: Extra = {},
    guard?: Status[],
  ) {
    return updateAssessment(
      executor,
      scopeOf(payload),
      {
        status,
        statusMessage: message.key,
        statusParams: message.params ?? {},
        updatedAt: new Date(),
        ...extra,
      },
      guard,
    );
  }

  async function announce(row: AssessmentRow, status: Status, message: StatusMessage) {
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

  /** Writes a status and announces it. */
  async function set(
    payload: AnalyzePayload,
    status: Status,
    message: StatusMessage,
    extra: Extra = {},
    guard?: Status[],
  ) {
    const row = await write(db, payload, status, message, extra, guard);
    if (row) await announce(row, status, message);
    return row;
  }

  /**
   * Fails the analysis and gives the credit back in one transaction: whoever reads 'failed' (its
   * message says the credit has been returned) reads the returned credit too.
   */
  async function failAndRefund(
    payload: AnalyzePayload,
    message: StatusMessage,
    extra: Extra,
    guard: Status[],
  ) {
    const row = await db.transaction(async (tx) => {
      const written = await write(tx, payload, 'failed', message, extra, guard);
      await refund(tx, payload);
      return written;
    });
    if (row) await announce(row, 'failed', message);
  }

  /**
   * A re-run on another person that fails leaves the assessment as it was: its earlier results are
   * still stored (they are replaced only on success), and no credit was taken, so none is returned.
   */
  async function keepEarlierResults(payload: AnalyzePayload, message: StatusMessage) {
    deps.log.warn(
      { assessment: payload.assessmentId, reason: message.key },
      'worker re-run failed',
    );
    await set(
      payload,
      'completed',
      { key: 'assessments.worker_rerun_failed', params: { reason_key: message.key } },
      { progress: 100 },
    );
  }

  /** The analysis ends without a result: a re-run keeps the earlier one, a first run fails. */
  async function failWith(payload: AnalyzePayload, message: StatusMessage) {
    if (payload.pick) return keepEarlierResults(payload, message);
    await failAndRefund(payload, message, { progress: 100 }, ['completed']);
  }

  return { set, failAndRefund, keepEarlierResults, failWith };
}

export type AnalysisStatus = ReturnType<typeof analysisStatus>;
