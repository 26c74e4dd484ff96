import type { AssessmentId, files, OrganizationId } from '@ergo/db';
import type { FileStore } from '@ergo/platform';
import type { AnalysisOutput } from './types';

type Scored = Extract<AnalysisOutput, { outcome: 'scored' }>;

/**
 * Writes an analysis' keypoints and thumbnails to the encrypted store (before the transaction that
 * records them): their ids, and the file rows to insert once the assessment is known to still exist.
 */
export async function storeAnalysisFiles(store: FileStore, output: Scored) {
  const poseId = await store.putBuffer(Buffer.from(output.keypoints));
  const thumbnails: { id: string; kind: string; time: number; size: number }[] = [];
  for (const thumbnail of output.thumbnails) {
    thumbnails.push({
      id: await store.putBuffer(Buffer.from(thumbnail.jpeg)),
      kind: thumbnail.kind,
      time: thumbnail.time,
      size: thumbnail.jpeg.length,
    });
  }
  return {
    ids: [poseId, ...thumbnails.map((t) => t.id)],
    rows: (
      organizationId: OrganizationId,
      assessmentId: AssessmentId,
    ): (typeof files.$inferInsert)[] => [
      {
        id: poseId,
        organizationId,
        assessmentId,
        kind: 'pose' as const,
        size: output.keypoints.length,
        contentType: 'application/octet-stream',
      },
      ...thumbnails.map((t) => ({
        id: t.id,
        organizationId,
        assessmentId,
        kind: 'thumbnail' as const,
        size: t.size,
        contentType: 'image/jpeg',
        meta: { role: t.kind, time: t.time },
      })),
    ],
  };
}
