import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { assessments, files, organizations, saveStoredResults, inOrg } from '@ergo/db';
import { storeAnalysisFiles } from '../analysis-files';
import type { PlaybackCopies } from '../playback';
import { scoreColumns } from '../score-columns';
import type { AnalysisOutput } from '../types';
import { scopeOf, type AnalysisDeps, type AnalyzePayload } from './payload';

/**
 * A scored analysis kept: its results, thumbnails, keypoints and playback copy replace the earlier
 * ones in one transaction, the organization's privacy setting drops the video when it keeps none,
 * and the objects no longer referenced go after the commit.
 */
export async function storeScored(
  deps: AnalysisDeps,
  playback: PlaybackCopies,
  payload: AnalyzePayload,
  output: Extract<AnalysisOutput, { outcome: 'scored' }>,
) {
  const stored = await storeAnalysisFiles(deps.files, output);
  const copy = await playback.take(payload.assessmentId, output.playback);
  const obsolete = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(assessments).where(scopeOf(payload)).for('update');
    if (!row) return [...stored.ids, ...(copy ? [copy.id] : [])]; // deleted meanwhile
    const owned = inOrg(files, row.organizationId, eq(files.assessmentId, row.id));
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
      .where(scopeOf(payload));
    return [...replaced.map((file) => file.id), ...(dropVideo ? [dropVideo] : []), ...copies];
  });
  // Objects go after the commit: a failed transaction must not lose files still referenced.
  for (const id of obsolete)
    await deps.files
      .remove(id)
      .catch((error: unknown) =>
        deps.log.warn({ err: error, file: id }, 'analysis: an obsolete file stays on disk'),
      );
}
