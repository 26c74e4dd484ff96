import type { AxialAngleKey, MeasureKey, MeasuredValue, SidedAngleKey } from '../posture';

/**
 * How far a measured value may be from the truth, as a split normal: `toNeutral` degrees (one
 * standard deviation) on the side of zero, `fromNeutral` on the side away from it. Zero both ways:
 * the value is not uncertain (an ergonomist's correction).
 *
 * Chosen from published validations of single-camera pose estimation against motion capture or
 * inertial sensors, never from our own expert-scored stills (README, "How sure a score is"):
 * - an angle in the picture's plane (a sagittal angle seen side-on): SD 6.4° (Cosoli, Arnesano,
 *   Scalise 2026, MediaPipe knee flexion against an IMU, lateral view: −2.3 ± 6.4°) → 7°;
 * - an angle out of the picture's plane (flexion toward or away from a front camera): read low,
 *   −13.9 ± 15.1° over views from 45° to 90° in the same study, as the foreshortening of a segment
 *   pointing at the camera predicts (its projection is always shorter, its angle always nearer
 *   neutral), and monocular depth is compressed. The truth then lies further from neutral than the
 *   reading more often than nearer: 10° toward neutral, 20° away from it (a split normal whose mean
 *   is 8° past the reading and whose spread is about the study's 15°);
 * - a twist (axial rotation, never in one picture plane) and the wrist (BlazePose has no wrist or
 *   finger joints of its own, only the index and little finger's base): 15° either way, the median
 *   RMSE over joint angles of monocular MediaPipe against a 10-camera system (Wang et al. 2026);
 * - a joint the model was unsure of (keypoint score < 0.5) doubles it; a value carried over from a
 *   nearby frame (out of the picture in this one) adds half.
 */
export interface Uncertainty {
  toNeutral: number;
  fromNeutral: number;
}

export const CERTAIN: Uncertainty = { toNeutral: 0, fromNeutral: 0 };

export const IN_PLANE_SD = 7;
export const OUT_OF_PLANE_SD: Uncertainty = { toNeutral: 10, fromNeutral: 20 };
export const TWIST_OR_WRIST_SD = 15;
export const LOW_CONFIDENCE_FACTOR = 2;
export const FILLED_FACTOR = 1.5;
/** a length (hand height, reach, the feet's difference): 5 cm, in metres */
export const LENGTH_SD_METRES = 0.05;

/** Angles in the body's sagittal plane: in the picture's plane when the camera sees the side. */
const SAGITTAL: ReadonlySet<string> = new Set<AxialAngleKey | SidedAngleKey>([
  'neck_flexion',
  'trunk_flexion',
  'upper_arm_flexion',
  'elbow_flexion',
  'knee_flexion',
  'hip_flexion',
]);

/** Angles in the frontal plane: in the picture's plane when the camera sees the front or back. */
const FRONTAL: ReadonlySet<string> = new Set<AxialAngleKey | SidedAngleKey>([
  'neck_side_bend',
  'trunk_side_bend',
  'upper_arm_abduction',
  'shoulder_elevation',
]);

/**
 * Angles that are magnitudes (posture.ts): a side bend, a twist or a deviation is measured without
 * its direction, and a joint at 0° is straight. A draw past zero is the same magnitude again, and
 * their boxes start at 0°.
 */
export const MAGNITUDE_ANGLES: ReadonlySet<string> = new Set<AxialAngleKey | SidedAngleKey>([
  'neck_side_bend',
  'neck_twist',
  'trunk_side_bend',
  'trunk_twist',
  'wrist_deviation',
  'elbow_flexion',
  'knee_flexion',
]);

/** What the frame tells of the view: the side turned to the camera when it sees the worker side-on. */
export interface ViewOfFrame {
  sideOn: boolean;
}

function planeUncertainty(key: string, value: MeasuredValue, view: ViewOfFrame): Uncertainty {
  if (!SAGITTAL.has(key) && !FRONTAL.has(key))
    return { toNeutral: TWIST_OR_WRIST_SD, fromNeutral: TWIST_OR_WRIST_SD };
  // A 2D reading is taken only where the camera sees that plane (packages/pose): in the plane.
  const sideOn = view.sideOn || value.from2d === true;
  const inPlane = SAGITTAL.has(key) ? sideOn : !sideOn;
  return inPlane ? { toNeutral: IN_PLANE_SD, fromNeutral: IN_PLANE_SD } : OUT_OF_PLANE_SD;
}

function scaled(u: Uncertainty, value: MeasuredValue): Uncertainty {
  const factor =
    (value.lowConfidence === true ? LOW_CONFIDENCE_FACTOR : 1) *
    (value.filled === true ? FILLED_FACTOR : 1);
  return { toNeutral: u.toNeutral * factor, fromNeutral: u.fromNeutral * factor };
}

/** The uncertainty of one measured angle of a frame (degrees). */
export function angleUncertainty(
  key: AxialAngleKey | SidedAngleKey,
  value: MeasuredValue,
  view: ViewOfFrame,
): Uncertainty {
  if (value.corrected === true) return CERTAIN;
  return scaled(planeUncertainty(key, value, view), value);
}

/** The uncertainty of one measured length (metres); the seated reading is not a length. */
export function measureUncertainty(key: MeasureKey, value: MeasuredValue): Uncertainty {
  if (key === 'seated' || value.corrected === true) return CERTAIN;
  return scaled({ toNeutral: LENGTH_SD_METRES, fromNeutral: LENGTH_SD_METRES }, value);
}
