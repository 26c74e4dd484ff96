import { and, eq } from 'drizzle-orm';
import { findMethod, frameKey, scoreAssessment } from '@ergo/contracts';
import { decodeKeypoints, posturesFromTrack } from '@ergo/pose/storage';
import type { Database } from '../db/client';
import { assessmentResults, assessments, files } from '../db/schema';
import type { FileStore } from '../files/file-store';

type AssessmentRow = typeof assessments.$inferSelect;

export { frameKey };

export interface Recomputed {
  results: Record<string, unknown>;
  score: number | null;
  riskLevel: string;
}

/**
 * Recomputes an analysed assessment from its stored keypoints — no model, no video — with the
 * given inputs and angle corrections. Null when it was not analysed yet (the analysis will use
 * the new inputs). Throws ScoringInputError when the corrected posture cannot be scored.
 */
export async function recompute(
  db: Database,
  store: FileStore,
  row: AssessmentRow,
): Promise<Recomputed | null> {
  const [pose] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.assessmentId, row.id),
        eq(files.organizationId, row.organizationId),
        eq(files.kind, 'pose'),
      ),
    );
  const [stored] = await db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.assessmentId, row.id));
  if (!pose || !stored || row.status !== 'completed') return null;
  const method = findMethod(row.type);
  if (!method) return null;
  const track = decodeKeypoints(await store.readBuffer(pose.id));
  const corrected = scoreAssessment({
    method,
    inputs: row.inputs,
    frames: posturesFromTrack(track).frames,
    sampledFps: track.sampledFps,
    overrides: { angles: row.angleOverrides, frames: row.frameOverrides },
  });
  // What the timeline does not know (video facts, camera view) carries over from the analysis.
  const previous = stored.results as { video?: unknown };
  return {
    results: { ...corrected, video: previous.video } as unknown as Record<string, unknown>,
    score: corrected.score.score,
    riskLevel: corrected.score.risk_level,
  };
}

/** Stores recomputed results and the new score (inside the caller's transaction). */
export async function saveRecomputed(
  tx: Database,
  assessmentId: string,
  recomputed: Recomputed,
): Promise<void> {
  await tx
    .update(assessmentResults)
    .set({ results: recomputed.results, updatedAt: new Date() })
    .where(eq(assessmentResults.assessmentId, assessmentId));
  await tx
    .update(assessments)
    .set({ score: recomputed.score, riskLevel: recomputed.riskLevel })
    .where(eq(assessments.id, assessmentId));
}
