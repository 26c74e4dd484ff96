import { loadStoredResults, type Database } from '@ergo/db';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';
import { noResults } from '../assessments/no-results';
import type { AssessmentAddress } from '../assessments/address';

/**
 * The stored analysis of a completed assessment of the caller, read through the contract (an
 * unreadable document answers a clear 409 through the error handler); 409 while there is none.
 */
export async function loadResults(db: Database, caller: Caller, at: AssessmentAddress) {
  const { row } = await findAssessment(db, caller, at);
  const results =
    row.status === 'completed'
      ? await loadStoredResults(db, { orgId: caller.orgId, assessmentId: row.id })
      : null;
  if (!results) throw noResults(row.status);
  return { row, results };
}
