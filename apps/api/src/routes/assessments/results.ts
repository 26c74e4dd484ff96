import { and, eq } from 'drizzle-orm';
import { parseStoredResults } from '@ergo/contracts';
import type { Database } from '../../db/client';
import { assessmentResults, files } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findAssessment } from './assessments';

type Caller = { userId: string; orgId: string };

/** The stored analysis of a completed assessment; 409 with the reason while there is none. */
export async function loadResults(db: Database, auth: Caller, id: string, type: string) {
  const { row } = await findAssessment(db, auth, id, type);
  const [stored] = await db
    .select()
    .from(assessmentResults)
    .where(
      and(
        eq(assessmentResults.assessmentId, row.id),
        eq(assessmentResults.organizationId, auth.orgId),
      ),
    );
  if (!stored || row.status !== 'completed') {
    throw new AppError(
      409,
      row.status === 'failed' ? 'assessments.results_failed' : 'assessments.results_not_ready',
    );
  }
  return { row, results: parseStoredResults(stored.results) };
}

/** Thumbnail files of an assessment: the final posture and one per breakpoint (time in meta). */
export async function thumbnailFiles(db: Database, orgId: string, assessmentId: string) {
  const rows = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.assessmentId, assessmentId),
        eq(files.organizationId, orgId),
        eq(files.kind, 'thumbnail'),
      ),
    );
  return rows.map((row) => ({
    row,
    role: typeof row.meta.role === 'string' ? row.meta.role : 'final',
    time: Number(row.meta.time ?? 0),
  }));
}

export async function findThumbnail(
  db: Database,
  auth: Caller,
  id: string,
  type: string,
  time: number | undefined,
) {
  const { row } = await findAssessment(db, auth, id, type);
  const thumbnails = await thumbnailFiles(db, auth.orgId, row.id);
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
