import { and, eq } from 'drizzle-orm';
import { applyAngleOverrides, summarizeTimeline, withCorrectedPosture } from '@ergo/ergonomics';
import type { VideoAssessmentType } from '@ergo/contracts';
import { decodeKeypoints, posturesFromTrack } from '@ergo/pose/storage';
import type { Database } from '../db/client';
import { assessmentResults, assessments, files } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { frameAssessmentOf } from './frame-assessment';

type AssessmentRow = typeof assessments.$inferSelect;

/** How a frame's time is written as a key: seconds with at most 3 decimals, no trailing zeros. */
export const frameKey = (time: number) => String(Math.round(time * 1000) / 1000);

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
  const track = decodeKeypoints(await store.readBuffer(pose.id));
  const measured = posturesFromTrack(track).frames;
  // Per-frame corrections replace what the camera measured in those frames, before anything is scored.
  const frames = measured.map((frame) => {
    const corrections = row.frameOverrides[frameKey(frame.time)];
    return corrections ? applyAngleOverrides(frame, corrections) : frame;
  });
  const assessment = frameAssessmentOf(row.type as VideoAssessmentType, row.inputs);
  const summary = summarizeTimeline(frames, track.sampledFps, assessment);
  const corrected =
    Object.keys(row.angleOverrides).length > 0
      ? withCorrectedPosture(summary, frames, assessment, row.angleOverrides)
      : summary;
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
