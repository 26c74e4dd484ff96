import { decodeFrames } from '../media/decode';
import { probeVideo } from '../media/probe';
import type { BlazePoseModel } from '../model/model-files';
import type { PoseFrame, PoseTrack } from '../model/keypoints';
import { PoseEstimator } from '../model/pose-estimator';

/**
 * How Google produced `pose_squats.full.json` / `pose_squats_3d.full.json`: MediaPipe's pose
 * solution with its landmark filters on (velocity filter on the 2D landmarks, One-Euro filter on
 * the world landmarks), fed the 5 fps clip with timestamps 33.3 ms apart as if it were 30 fps
 * (tfjs-models' blazepose_test.ts reproduces it the same way, citing mediapipe's solution_base.py).
 * The filters therefore lag the movement by several frames. Comparing our unfiltered pipeline
 * with that output measures the reference's filter lag as much as our error; this run repeats the
 * protocol with the same model code so the comparison is like for like.
 */
export const REFERENCE_SIMULATED_INTERVAL_MS = 1000 / 30;

export interface ReferenceProtocolOptions {
  model?: BlazePoseModel;
  /** the clip's own frame rate: every frame is analysed, as the reference did */
  fps: number;
  /** decode at the source size (the reference ran on the full 720x1280 video element) */
  maxSide?: number;
}

/** One continuous track (one detector, tracking across the whole clip), filters on. */
export async function runReferenceProtocol(
  file: string,
  options: ReferenceProtocolOptions,
): Promise<PoseTrack> {
  const info = await probeVideo(file);
  const model = options.model ?? 'full';
  const estimator = await PoseEstimator.create({ model, keypointSmoothing: true });
  const frames: PoseFrame[] = [];
  try {
    let index = 0;
    const maxSide = options.maxSide ?? Math.max(info.width, info.height);
    for await (const frame of decodeFrames(file, { fps: options.fps, maxSide, info })) {
      const simulatedTime = (index * REFERENCE_SIMULATED_INTERVAL_MS) / 1000;
      const estimated = await estimator.estimate(frame, simulatedTime);
      frames.push({ ...estimated, time: frame.time });
      index++;
    }
  } finally {
    estimator.dispose();
  }
  return { width: info.width, height: info.height, sampledFps: options.fps, model, frames };
}
