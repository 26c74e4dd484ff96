import { findMethod, scoreAssessment, type StoredResults } from '@ergo/contracts';
import {
  findAssessmentFile,
  loadStoredResults,
  saveStoredResults,
  type Database,
  type AssessmentScope,
} from '@ergo/db';
import type { FileStore } from '@ergo/platform';
import { decodeKeypoints, posturesFromTrack } from '@ergo/pose/storage';
import { type AssessmentRow, updateAssessment } from './db/job-assessment';
import { scoreColumns } from './score-columns';

export interface Recomputed {
  results: StoredResults;
}

/**
 * The measured postures of an analysed assessment, frame by frame, from its stored keypoints (the
 * angles with their confidence, as the analysis scored them); null when it has none.
 */
export async function storedPostures(db: Database, store: FileStore, scope: AssessmentScope) {
  const pose = await findAssessmentFile(db, scope, 'pose');
  if (!pose) return null;
  const track = decodeKeypoints(await store.readBuffer(pose.id));
  return { frames: posturesFromTrack(track).frames, sampledFps: track.sampledFps };
}

/**
 * Recomputes an analysed assessment from its stored keypoints (no model, no video) with the
 * inputs and corrections of `row`, through the same scoreAssessment as the analysis. Null when it
 * was not analysed yet (the analysis will use the new inputs). Throws MethodInputError for an
 * input the method refuses, ScoringInputError when the corrected posture cannot be scored.
 */
export async function recompute(
  db: Database,
  store: FileStore,
  row: AssessmentRow,
): Promise<Recomputed | null> {
  const scope = { orgId: row.organizationId, assessmentId: row.id };
  const method = findMethod(row.type);
  if (!method || row.status !== 'completed') return null;
  const previous = await loadStoredResults(db, scope);
  const postures = previous ? await storedPostures(db, store, scope) : null;
  if (!postures || !previous) return null;
  const scored = scoreAssessment({
    method,
    inputs: row.inputs,
    frames: postures.frames,
    sampledFps: postures.sampledFps,
    overrides: { angles: row.angleOverrides, frames: row.frameOverrides },
  });
  return {
    // What the timeline does not know (the video's facts, the camera view) carries over.
    results: { ...scored, video: previous.video },
  };
}

/** Stores recomputed results and the new score, inside the caller's transaction. */
export async function saveRecomputed(
  tx: Database,
  row: Pick<AssessmentRow, 'id' | 'organizationId'>,
  recomputed: Recomputed,
): Promise<void> {
  const scope = { orgId: row.organizationId, assessmentId: row.id };
  await saveStoredResults(tx, scope, recomputed.results);
  await updateAssessment(tx, scope, scoreColumns(recomputed.results));
}
