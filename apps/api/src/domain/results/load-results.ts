import { loadStoredResults, type Database } from '@ergo/db';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';

/** 409 with the reason an assessment has no results to serve: failed, or not analysed yet. */
export const noResults = (status: string) =>
  new AppError(
    409,
    status === 'failed' ? 'assessments.results_failed' : 'assessments.results_not_ready',
  );

/**
 * The stored analysis of a completed assessment of the caller, read through the contract (an
 * unreadable document answers a clear 409 through the error handler); 409 while there is none.
 */
export async function loadResults(db: Database, caller: Caller, id: string, type: string) {
  const { row } = await findAssessment(db, caller, id, type);
  const results =
    row.status === 'completed'
      ? await loadStoredResults(db, { orgId: caller.orgId, assessmentId: row.id })
      : null;
  if (!results) throw noResults(row.status);
  return { row, results };
}
