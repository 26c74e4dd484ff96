import { saveStoredResults } from '@ergo/db';
import { storeAnalysisFiles } from '../analysis-files';
import { deleteAssessmentFiles, replaceDerivedFiles } from '../db/files';
import { lockAssessment, updateAssessment } from '../db/job-assessment';
import { keepsVideos } from '../db/organizations';
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
  const scope = scopeOf(payload);
  const copy = await playback.take(scope.assessmentId, output.playback);
  const obsolete = await deps.db.transaction(async (tx) => {
    const row = await lockAssessment(tx, scope);
    if (!row) return [...stored.ids, ...(copy ? [copy.id] : [])]; // deleted meanwhile
    const replaced = await replaceDerivedFiles(tx, scope, stored.rows(row.organizationId, row.id));
    await saveStoredResults(tx, scope, output.results);
    const keepVideos = await keepsVideos(tx, row.organizationId);
    const dropVideo = keepVideos === false && row.videoFileId ? row.videoFileId : null;
    if (dropVideo) await deleteAssessmentFiles(tx, scope, [dropVideo]);
    const copies = await playback.record(tx, row, dropVideo ? null : row.videoFileId, copy);
    await updateAssessment(tx, scope, {
      ...scoreColumns(output.results),
      analyzedAt: new Date(),
      ...(dropVideo ? { videoFileId: null } : {}),
    });
    return [...replaced, ...(dropVideo ? [dropVideo] : []), ...copies];
  });
  // Objects go after the commit: a failed transaction must not lose files still referenced.
  for (const id of obsolete)
    await deps.files
      .remove(id)
      .catch((error: unknown) =>
        deps.log.warn({ err: error, file: id }, 'analysis: an obsolete file stays on disk'),
      );
}
