export {
  analyzeVideo,
  type AnalyzeOptions,
  type AnalyzeResult,
  type AnalyzeTimings,
} from './analyze-video';
export {
  PosePool,
  type PosePoolOptions,
  type PoolRunResult,
  type RunPoseOptions,
} from './parallel/pose-pool';
export { resolveWorkerScript } from './parallel/worker-script';
export { splitTimeline } from './parallel/segments';
export { PoseEstimator, type PoseEstimatorOptions, type RgbFrame } from './model/pose-estimator';
export {
  MODEL_SHA256,
  ModelIntegrityError,
  resolveModelsDir,
  type BlazePoseModel,
} from './model/model-files';
export {
  LANDMARK_NAMES,
  LM,
  NUM_LANDMARKS,
  type LandmarkName,
  type PoseFrame,
  type PoseTrack,
} from './model/keypoints';
export { frameToPosture, type PoseFramePosture, type PostureOptions } from './angles/posture';
export { worldAngles, upperArmAngles, wristAngles, yawOf, viewFactor } from './angles/angles-3d';
export { imageAngles, facingSign2d } from './angles/angles-2d';
export { worldMeasures } from './angles/measures';
export {
  liftGeometry,
  handsAsymmetryDeg,
  DEFAULT_STATURE_CM,
  type LiftGeometry,
} from './angles/lift-geometry';
export { pelvisFrame, thoraxFrame, CAMERA_UP, type BodyFrame } from './angles/body-frames';
export { estimateCameraView, type CameraView, type CameraViewEstimate } from './angles/camera-view';
export {
  smoothSeries,
  smoothPostures,
  savitzkyGolayQuadratic,
  hampel,
  type SmoothOptions,
} from './angles/smooth';
export {
  MIN_KEYPOINT_SCORE,
  MIN_POSE_SCORE,
  RELIABILITY,
  FROM_2D_FACTOR,
} from './angles/confidence';
export {
  encodeKeypoints,
  decodeKeypoints,
  KeypointFormatError,
  KEYPOINT_FORMAT_VERSION,
} from './storage/keypoint-codec';
export { posturesFromKeypoints, posturesFromTrack, type PostureSeries } from './storage/recompute';
export * from './media/index';
export * from './thumbnail/index';
export {
  followWorker,
  peopleFpsFor,
  tracksOfSummary,
  type PeopleSummary,
  type WorkerGap,
  type WorkerGapReason,
} from './people/follow-worker';
export { PersonNotFoundError, type PersonPick } from './people/worker-choice';
export { trackPeople, boxAt, type PeopleFrame, type PersonTrack } from './people/track-people';
