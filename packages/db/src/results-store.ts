import { eq } from 'drizzle-orm';
import { parseStoredResults, type StoredResults } from '@ergo/contracts';
import type { Database } from './client';
import { assessmentResults, files } from './schema';
import { inOrg, type AssessmentScope } from './tenancy';

/**
 * An assessment's stored results as the contract types them: parsed on every read, an older
 * document upgraded; one that cannot be read throws StoredResultsUnreadable (never cast, never a
 * crash). Null when the assessment has none.
 */
export async function loadStoredResults(
  db: Database,
  { orgId, assessmentId }: AssessmentScope,
): Promise<StoredResults | null> {
  const [row] = await db
    .select({ results: assessmentResults.results })
    .from(assessmentResults)
    .where(inOrg(assessmentResults, orgId, eq(assessmentResults.assessmentId, assessmentId)));
  return row ? parseStoredResults(row.results) : null;
}

/** Stores (or replaces) an assessment's results, inside the caller's transaction. */
export async function saveStoredResults(
  tx: Database,
  { orgId, assessmentId }: AssessmentScope,
  results: StoredResults,
): Promise<void> {
  await tx
    .insert(assessmentResults)
    .values({ assessmentId, organizationId: orgId, results })
    .onConflictDoUpdate({
      target: assessmentResults.assessmentId,
      set: { results, updatedAt: new Date() },
      setWhere: inOrg(assessmentResults, orgId),
    });
}

/** One stored file of an assessment by its kind (`pose`: the keypoints of every analysed frame). */
export async function findAssessmentFile(
  db: Database,
  { orgId, assessmentId }: AssessmentScope,
  kind: (typeof files.$inferSelect)['kind'],
) {
  const [file] = await db
    .select()
    .from(files)
    .where(inOrg(files, orgId, eq(files.assessmentId, assessmentId), eq(files.kind, kind)));
  return file ?? null;
}
