import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { type AssessmentScope, type Database, files, inOrg, type OrganizationId } from '@ergo/db';

/*
 * The file rows the analysis reads and replaces (issue 32's query layer), each scoped to the
 * assessment's organization in SQL. The objects themselves live in the file store; these are rows.
 */

export type FileInsert = typeof files.$inferInsert;

/** One file of the organization, named so the two ids cannot trade places. */
export interface FileScope {
  orgId: OrganizationId;
  fileId: string;
}

const ownedBy = ({ orgId, assessmentId }: AssessmentScope) =>
  inOrg(files, orgId, eq(files.assessmentId, assessmentId));

const playbackOf = (scope: AssessmentScope) => and(ownedBy(scope), eq(files.kind, 'playback'));

/** A stored file's metadata (its upload's probe); undefined when there is no such file. */
export async function fileMeta(
  db: Database,
  { orgId, fileId }: FileScope,
): Promise<Record<string, unknown> | undefined> {
  const [file] = await db
    .select({ meta: files.meta })
    .from(files)
    .where(inOrg(files, orgId, eq(files.id, fileId)));
  return file?.meta;
}

/**
 * Replaces what an earlier analysis derived (keypoints, thumbnails) with `rows`; the video, its
 * playback copy and the report are not derived and stay. The ids of the rows removed.
 */
export async function replaceDerivedFiles(
  tx: Database,
  scope: AssessmentScope,
  rows: FileInsert[],
): Promise<string[]> {
  const replaced = await tx
    .delete(files)
    .where(and(ownedBy(scope), notInArray(files.kind, ['video', 'playback', 'report'])))
    .returning({ id: files.id });
  // the new rows belong to this assessment whatever they say
  const owned = rows.map((row) => ({
    ...row,
    organizationId: scope.orgId,
    assessmentId: scope.assessmentId,
  }));
  if (owned.length > 0) await tx.insert(files).values(owned);
  return replaced.map((file) => file.id);
}

/** Removes some of the assessment's file rows by id (only its own). */
export async function deleteAssessmentFiles(
  tx: Database,
  scope: AssessmentScope,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(files).where(and(ownedBy(scope), inArray(files.id, ids)));
}

/** The assessment's playback copies: ids and metadata (`meta.source`: the video each was made from). */
export function playbackCopiesOf(db: Database, scope: AssessmentScope) {
  return db.select({ id: files.id, meta: files.meta }).from(files).where(playbackOf(scope));
}

/** Removes some of the assessment's playback copies' rows by id. */
export async function deletePlaybackCopies(
  tx: Database,
  scope: AssessmentScope,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(files).where(and(playbackOf(scope), inArray(files.id, ids)));
}

/** Records a stored playback copy of the assessment's video. */
export async function insertPlaybackCopy(
  tx: Database,
  scope: AssessmentScope,
  copy: { id: string; size: number; meta: Record<string, unknown> },
): Promise<void> {
  await tx.insert(files).values({
    id: copy.id,
    organizationId: scope.orgId,
    assessmentId: scope.assessmentId,
    kind: 'playback',
    size: copy.size,
    contentType: 'video/mp4',
    meta: copy.meta,
  });
}
