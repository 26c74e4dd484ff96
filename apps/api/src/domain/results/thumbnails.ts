import type { AssessmentScope, Database } from '@ergo/db';
import { filesOfKind } from '../../db/assessments';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';
import type { AssessmentAddress } from '../assessments/address';

/**
 * Thumbnail files of an assessment (time and role in meta): the final posture, the peak (analyses
 * stored before it was pictured have none) and a few breakpoints. One frame has one picture, so a
 * moment's picture is found by its time, whatever its role.
 */
export async function thumbnailFiles(db: Database, scope: AssessmentScope) {
  const rows = await filesOfKind(db, scope, 'thumbnail');
  return rows.map((row) => ({
    row,
    role: typeof row.meta.role === 'string' ? row.meta.role : 'final',
    time: Number(row.meta.time ?? 0),
  }));
}

/** The final posture's thumbnail, or the breakpoint's nearest `time`; 404 when there is none. */
export async function findThumbnail(
  db: Database,
  caller: Caller,
  at: AssessmentAddress,
  time: number | undefined,
) {
  const { row } = await findAssessment(db, caller, at);
  const thumbnails = await thumbnailFiles(db, { orgId: caller.orgId, assessmentId: row.id });
  const found =
    time === undefined
      ? thumbnails.find((t) => t.role === 'final')
      : thumbnails.reduce<(typeof thumbnails)[number] | undefined>(
          (best, t) => (!best || Math.abs(t.time - time) < Math.abs(best.time - time) ? t : best),
          undefined,
        );
  if (!found) throw new AppError(404, 'assessments.thumbnail_missing');
  return found.row;
}
