// The model-free part of the package: stored keypoints -> angles again (used by the API to
// recompute after a correction, without loading tfjs).
export {
  decodeKeypoints,
  encodeKeypoints,
  KeypointFormatError,
  KEYPOINT_FORMAT_VERSION,
} from './keypoint-codec';
export { posturesFromKeypoints, posturesFromTrack, type PostureSeries } from './recompute';
// where the hands are for the NIOSH equation, from the same stored keypoints (issue 33)
export {
  liftGeometry,
  handsAsymmetryDeg,
  DEFAULT_STATURE_CM,
  type LiftGeometry,
} from '../angles/lift-geometry';
