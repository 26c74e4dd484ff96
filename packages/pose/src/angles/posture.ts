import type { FramePosture } from '@ergo/ergonomics';
import type { PoseFrame } from '../model/keypoints';
import { imageAngles } from './angles-2d';
import { viewFactor, worldAngles } from './angles-3d';
import { MIN_POSE_SCORE } from './confidence';
import { cameraSideOf, chooseEstimates, isSideOn } from './estimate-choice';
import { seen, skeletonsOf } from './landmarks';
import { worldMeasures } from './measures';
import {
  applyProportions,
  leansByLength,
  pictureLengths,
  proportionReadings,
  type SegmentShares,
} from './proportions';
import { seatedMeasure } from './seated';

/** FramePosture plus what this package knows beyond the contract (kept out of the shared type). */
export interface PoseFramePosture extends FramePosture {
  /** BlazePose's pose-presence score for the frame, null when no pose came back */
  poseScore: number | null;
  /** pelvis yaw seen from the camera (0 = facing it, +-90 side, +-180 back); null if unknown */
  cameraYaw: number | null;
  /** why personFound is false, for the UI and logs (torso_hidden: the torso is out of the picture) */
  lostReason?: 'no_pose' | 'low_pose_score' | 'torso_hidden';
}

export interface PostureOptions {
  /** source-video size in pixels: keypoints outside it are out of the picture, not measured */
  frameSize?: { width: number; height: number } | null;
  /** this worker's segment lengths as shares of stature (a video's, proportions.ts); Winter's by default */
  segmentShares?: SegmentShares;
  /** false: the model's 3D angles alone, no depth from proportions (tests of the 3D angles, benches) */
  proportions?: boolean;
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
 * One frame's keypoints -> measured posture. A joint in the picture is measured however low its
 * score (marked low confidence); one out of the picture is not. Angles come from the world (3D)
 * landmarks, except the sagittal ones of a side-on view, which the picture shows better (see
 * chooseEstimates); without world landmarks the 2D angles are all there is. A frame without a
 * person, or with the torso out of the picture, is personFound:false with empty angle maps, so
 * nothing gets scored as neutral.
 */
export function frameToPosture(frame: PoseFrame, options: PostureOptions = {}): PoseFramePosture {
  const pose = frame.pose;
  if (!pose) return lost(frame.time, 'no_pose', null);
  if (pose.score < MIN_POSE_SCORE) return lost(frame.time, 'low_pose_score', pose.score);
  const { world, image } = skeletonsOf(pose, options.frameSize ?? null);
  const torso = ['left_shoulder', 'right_shoulder', 'left_hip', 'right_hip'] as const;
  if (!seen(image, torso).inFrame) return lost(frame.time, 'torso_hidden', pose.score);
  if (world) {
    const a = worldAngles(world);
    const sideOn = isSideOn(a.cameraYaw);
    const facing = a.pelvis ? Math.sign(a.pelvis.forward.x) : 0;
    // Side-on, the sagittal angles of segments that lie in the picture are read there (2D); a
    // segment pointing toward or away from the camera, in any view, is read from its length in
    // the picture where that shows more flexion than the model's depth (proportions.ts).
    const lengths =
      options.proportions === false ? null : pictureLengths(image, options.segmentShares);
    const chosen = sideOn
      ? chooseEstimates(
          world,
          a,
          imageAngles(image, { facing, factor: viewFactor(a.cameraYaw) }),
          lengths ? leansByLength(lengths) : undefined,
        )
      : a;
    const angles = lengths
      ? applyProportions(chosen, proportionReadings(lengths, world, a))
      : chosen;
    const seated = seatedMeasure(world, a.pelvis, a.cameraYaw);
    return {
      time: frame.time,
      personFound: true,
      axial: angles.axial,
      left: angles.left,
      right: angles.right,
      measures: { ...worldMeasures(world), seated },
      cameraSide: cameraSideOf(a.pelvis, a.cameraYaw),
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
