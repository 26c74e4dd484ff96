import { readFileSync } from 'node:fs';
import { findMethod, scoreAssessment, type StoredResults } from '@ergo/contracts';
import { assessmentResults, assessments, files } from '@ergo/db';
import { decodeKeypoints, encodeKeypoints, posturesFromTrack } from '@ergo/pose/storage';
import type { SignedIn, TestApp } from './helpers';
import { operationWithTask, REBA_INPUTS, testVideo } from './video-helpers';

/**
 * The keypoints of the squat clip as Google's reference gives them (65 frames at 5 fps; 2D pixels
 * and 3D world landmarks, every score taken as 1), as the analysis stores keypoints.
 */
export function squatKeypoints(): Buffer {
  const read = (name: string) => JSON.parse(readFileSync(testVideo(name), 'utf8')) as number[][][];
  const image2d = read('tfjs-pose_squats.full.json');
  const world3d = read('tfjs-pose_squats_3d.full.json');
  const frames = image2d.map((points, i) => ({
    time: i / 5,
    pose: {
      score: 1,
      image: new Float32Array(points.flatMap(([x = 0, y = 0]) => [x, y, 1])),
      world: new Float32Array((world3d[i] ?? []).flatMap(([x = 0, y = 0, z = 0]) => [x, y, z, 1])),
    },
  }));
  return encodeKeypoints({ width: 720, height: 1280, sampledFps: 5, model: 'reference', frames });
}

/**
 * A completed REBA assessment of the squat clip, stored as the analysis stores one: its keypoints
 * (so a correction is recomputed from them) and the results scored from them.
 */
export async function analysedSquat(t: TestApp, user: SignedIn) {
  const target = await operationWithTask(t, user);
  const keypoints = squatKeypoints();
  const track = decodeKeypoints(keypoints);
  const method = findMethod('reba');
  if (!method) throw new Error('no REBA');
  const results: StoredResults = {
    ...scoreAssessment({
      method,
      inputs: REBA_INPUTS,
      frames: posturesFromTrack(track).frames,
      sampledFps: track.sampledFps,
    }),
    video: {
      duration_seconds: 13,
      width: 720,
      height: 1280,
      sampled_fps: 5,
      model: 'reference',
      person_found_ratio: 1,
      camera_view: { view: 'front', yawDegrees: 10, spread: 0.1, warnFrontBack: false },
      timings: {},
    },
  };
  const [row] = await t.ctx.db
    .insert(assessments)
    .values({
      organizationId: user.orgId,
      operationId: target.opId,
      taskId: target.taskId,
      type: 'reba',
      name: 'Squat',
      status: 'completed',
      progress: 100,
      score: results.score.score,
      riskLevel: results.score.risk_level,
      inputs: REBA_INPUTS,
    })
    .returning();
  if (!row) throw new Error('no assessment');
  await t.ctx.db
    .insert(assessmentResults)
    .values({ assessmentId: row.id, organizationId: user.orgId, results });
  const fileId = await t.ctx.files.putBuffer(keypoints);
  await t.ctx.db.insert(files).values({
    id: fileId,
    organizationId: user.orgId,
    assessmentId: row.id,
    kind: 'pose',
    size: keypoints.length,
    contentType: 'application/octet-stream',
  });
  return { id: row.id, results };
}
