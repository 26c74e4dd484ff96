/** BlazePose's 33 landmarks, in model output order. */
export const LANDMARK_NAMES = [
  'nose',
  'left_eye_inner',
  'left_eye',
  'left_eye_outer',
  'right_eye_inner',
  'right_eye',
  'right_eye_outer',
  'left_ear',
  'right_ear',
  'mouth_left',
  'mouth_right',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_pinky',
  'right_pinky',
  'left_index',
  'right_index',
  'left_thumb',
  'right_thumb',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
  'left_heel',
  'right_heel',
  'left_foot_index',
  'right_foot_index',
] as const;

export type LandmarkName = (typeof LANDMARK_NAMES)[number];
export const NUM_LANDMARKS = LANDMARK_NAMES.length;

export const LM = Object.fromEntries(LANDMARK_NAMES.map((n, i) => [n, i])) as Record<
  LandmarkName,
  number
>;

/**
 * One analysed frame's raw pose, stored flat for cheap transfer between threads and compact
 * encoding. `image` is [x, y, score] * 33 in pixels of the source video (after rotation, before
 * any downscaling); `world` is [x, y, z, score] * 33 in metres, hip-centred, camera-aligned
 * (x right, y down, z away from the camera), or null when the model gave no 3D.
 */
export interface PoseFrame {
  time: number;
  /** null = no person found in this frame */
  pose: {
    score: number;
    image: Float32Array;
    world: Float32Array | null;
  } | null;
}

/** The whole video's keypoints, plus what is needed to interpret them without the video. */
export interface PoseTrack {
  width: number;
  height: number;
  sampledFps: number;
  model: string;
  frames: PoseFrame[];
}
