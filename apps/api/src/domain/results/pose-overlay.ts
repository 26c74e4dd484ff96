import { decodeKeypoints } from '@ergo/pose/storage';
import type { PoseDocument } from '@ergo/contracts';
import { findAssessmentFile } from '@ergo/db';
import type { AppContext } from '../../context';
import type { Caller } from '../caller';
import { findAssessment } from '../assessments/find-assessment';
import { noResults } from '../assessments/no-results';
import type { AssessmentAddress } from '../assessments/address';

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * GET /operation/{type}/{id}/pose/: the 2D keypoints of every analysed frame (video pixels), for
 * drawing the skeleton over the player. World landmarks stay on the server.
 */
export async function poseForOverlay(
  ctx: AppContext,
  auth: Caller,
  at: AssessmentAddress,
): Promise<PoseDocument> {
  const { row } = await findAssessment(ctx.db, auth, at);
  const file = await findAssessmentFile(
    ctx.db,
    { orgId: auth.orgId, assessmentId: row.id },
    'pose',
  );
  if (!file) throw noResults(row.status);
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
