import type { FramePosture } from '@ergo/ergonomics';
import type { PoseFrame } from '../model/keypoints';
import { imageAngles } from './angles-2d';
import { worldAngles } from './angles-3d';
import { MIN_KEYPOINT_SCORE, MIN_POSE_SCORE } from './confidence';
import { minScore, skeletonsOf } from './landmarks';
import { worldMeasures } from './measures';

/** FramePosture plus what this package knows beyond the contract (kept out of the shared type). */
export interface PoseFramePosture extends FramePosture {
  /** BlazePose's pose-presence score for the frame, null when no pose came back */
  poseScore: number | null;
  /** pelvis yaw seen from the camera (0 = facing it, +-90 side, +-180 back); null if unknown */
  cameraYaw: number | null;
  /** why personFound is false, for the UI and logs */
  lostReason?: 'no_pose' | 'low_pose_score' | 'torso_hidden';
}

export interface PostureOptions {
  /** source-video size in pixels: keypoints outside it are treated as hidden */
  frameSize?: { width: number; height: number } | null;
}

const lost = (
  time: number,
  reason: NonNullable<PoseFramePosture['lostReason']>,
  poseScore: number | null,
): PoseFramePosture => ({
  time,
  personFound: false,
  axial: {},
  left: {},
  right: {},
  measures: {},
  poseScore,
  cameraYaw: null,
  lostReason: reason,
});

/**
 * One frame's keypoints -> measured posture. World (3D) landmarks are used when present; without
 * them the 2D fallback fills what a picture can carry, flagged from2d. A frame without a usable
 * person is marked personFound:false with empty angle maps so nothing gets scored as neutral.
 */
export function frameToPosture(frame: PoseFrame, options: PostureOptions = {}): PoseFramePosture {
  const pose = frame.pose;
  if (!pose) return lost(frame.time, 'no_pose', null);
  if (pose.score < MIN_POSE_SCORE) return lost(frame.time, 'low_pose_score', pose.score);
  const { world, image } = skeletonsOf(pose, options.frameSize ?? null);
  const torso = ['left_shoulder', 'right_shoulder', 'left_hip', 'right_hip'] as const;
  const torsoScore = minScore(world ?? image, torso);
  if (torsoScore < MIN_KEYPOINT_SCORE) return lost(frame.time, 'torso_hidden', pose.score);
  if (world) {
    const a = worldAngles(world);
    return {
      time: frame.time,
      personFound: true,
      axial: a.axial,
      left: a.left,
      right: a.right,
      measures: worldMeasures(world),
      poseScore: pose.score,
      cameraYaw: a.cameraYaw === null ? null : Math.round(a.cameraYaw * 10) / 10,
    };
  }
  const a = imageAngles(image);
  return {
    time: frame.time,
    personFound: true,
    ...a,
    measures: {},
    poseScore: pose.score,
    cameraYaw: null,
  };
}
