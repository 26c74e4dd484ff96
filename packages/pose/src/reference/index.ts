// Tools to compare our output with Google's reference keypoints (bench and tests only).
export { loadGoogleReference } from './google-reference';
export { keypointError, CORE_JOINTS, median } from './compare';
export {
  runReferenceProtocol,
  REFERENCE_SIMULATED_INTERVAL_MS,
  type ReferenceProtocolOptions,
} from './reference-protocol';
