import { and, eq } from 'drizzle-orm';
import { decodeKeypoints } from '@ergo/pose/storage';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findAssessment } from './assessments';

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * GET /operation/{type}/{id}/pose/: the 2D keypoints of every analysed frame (video pixels), for
 * drawing the skeleton over the player. World landmarks stay on the server.
 */
export async function poseForOverlay(
  ctx: AppContext,
  auth: { userId: string; orgId: string },
  id: string,
  type: string,
) {
  const { row } = await findAssessment(ctx.db, auth, id, type);
  const [file] = await ctx.db
    .select()
    .from(files)
    .where(
      and(
        eq(files.assessmentId, row.id),
        eq(files.organizationId, auth.orgId),
        eq(files.kind, 'pose'),
      ),
    );
  if (!file)
    throw new AppError(
      409,
      row.status === 'failed' ? 'assessments.results_failed' : 'assessments.results_not_ready',
    );
  const track = decodeKeypoints(await ctx.files.readBuffer(file.id));
  return {
    fps: track.sampledFps,
    width: track.width,
    height: track.height,
    model: track.model,
    frames: track.frames.map((frame) => ({
      time: round2(frame.time),
      keypoints: frame.pose
        ? Array.from(frame.pose.image, (value, index) =>
            index % 3 === 2 ? round2(value) : round1(value),
          )
        : null,
    })),
  };
}
