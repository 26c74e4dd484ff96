import type { AssessmentId, Database } from '@ergo/db';
import { changesOf, insertChanges } from '../../db/assessments';
import type { Caller } from '../caller';
import { callerName } from '../caller-name';
import { findAssessment } from './find-assessment';
import type { AssessmentAddress } from './address';

/** One changed field of an assessment, before it is recorded with who made it and when. */
export interface Change {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

/** Records changes with the caller's name (kept as it was then), inside the caller's transaction. */
export async function recordChanges(
  tx: Database,
  caller: Caller,
  assessmentId: AssessmentId,
  changes: readonly Change[],
): Promise<void> {
  const userName = await callerName(tx, caller);
  await insertChanges(
    tx,
    { orgId: caller.orgId, assessmentId },
    { userId: caller.userId, userName },
    changes,
  );
}

/** GET /operation/{type}/{id}/overrides/: who changed what and when, newest first. */
export async function listChanges(db: Database, caller: Caller, at: AssessmentAddress) {
  const { row } = await findAssessment(db, caller, at);
  const rows = await changesOf(db, { orgId: caller.orgId, assessmentId: row.id });
  return rows.map((change) => ({
    field: change.field,
    old_value: change.oldValue,
    new_value: change.newValue,
    user_name: change.userName,
    at: change.createdAt.toISOString(),
  }));
}
