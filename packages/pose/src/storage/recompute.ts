import type { PoseTrack } from '../model/keypoints';
import { estimateCameraView, type CameraViewEstimate } from '../angles/camera-view';
import { fillFromNearbyFrames } from '../angles/fill-gaps';
import { ownShares } from '../angles/proportions';
import { frameToPosture, type PoseFramePosture } from '../angles/posture';
import { smoothPostures } from '../angles/smooth';
import { decodeKeypoints } from './keypoint-codec';

export interface PostureSeries {
  frames: PoseFramePosture[];
  cameraView: CameraViewEstimate;
  personFoundRatio: number;
}

/**
 * Angles for a whole track: per-frame postures, then smoothing, then parts out of the picture
 * taken from the nearest frame where they were seen (at most 1 s away, marked `filled`), then
 * the camera view. This is the only path from keypoints to angles, used both right after
 * inference and when recomputing from stored keypoints, so both give identical numbers.
 */
export function posturesFromTrack(
  track: PoseTrack,
  options: { smooth?: boolean } = {},
): PostureSeries {
  const size =
    track.width > 0 && track.height > 0 ? { width: track.width, height: track.height } : null;
  // the worker's own segment proportions where the video shows them enough (proportions.ts)
  const segmentShares = ownShares(track.frames, size);
  const raw = track.frames.map((f) => frameToPosture(f, { frameSize: size, segmentShares }));
  const frames = fillFromNearbyFrames(
    options.smooth === false ? raw : smoothPostures(raw, { sampledFps: track.sampledFps }),
  );
  const found = raw.filter((f) => f.personFound).length;
  return {
    frames,
    cameraView: estimateCameraView(raw.map((f) => f.cameraYaw)),
    personFoundRatio: raw.length ? found / raw.length : 0,
  };
}

/** Recomputes angles from a stored keypoint buffer (see encodeKeypoints) without the model. */
export function posturesFromKeypoints(
  buffer: Buffer | PoseTrack,
  options: { smooth?: boolean } = {},
): PostureSeries {
  const track = Buffer.isBuffer(buffer) ? decodeKeypoints(buffer) : buffer;
  return posturesFromTrack(track, options);
}
