import type { MeasuredValue } from '@ergo/ergonomics';
import type { Seen } from './landmarks';

/**
 * Below this keypoint score the model is unsure of a landmark (often hidden behind the body or a
 * load): the values using it are still measured, marked `lowConfidence`.
 */
export const MIN_KEYPOINT_SCORE = 0.5;
/** Below this BlazePose pose score (its "person present" flag) the frame is marked personFound:false. */
export const MIN_POSE_SCORE = 0.5;

/**
 * Reliability priors per angle, multiplied into min(keypoint scores). They encode what the
 * baseline study measured, not the model's own belief: twist and side bend read up to 20-30 deg
 * on upright frames, wrists from BlazePose hand points disagree with experts, the shrug angle only
 * sees one-sided elevation. They are deliberately mild (>= 0.7): with clearly visible joints
 * (score ~0.95+) every 3D angle stays above 0.5, the scoring package's default minimum, so a
 * frame is not made unscorable by a prior alone; the scorer's own thresholds (twist > 30 deg,
 * wrist > 45 deg ...) carry the rest of the caution.
 */
export const RELIABILITY = {
  trunk_flexion: 1,
  trunk_side_bend: 0.9,
  trunk_twist: 0.8,
  neck_flexion: 0.9,
  neck_side_bend: 0.8,
  neck_twist: 0.75,
  upper_arm_flexion: 1,
  upper_arm_abduction: 0.9,
  shoulder_elevation: 0.8,
  elbow_flexion: 1,
  // hand points score ~0.6-0.9 when visible: 0.8 keeps a visible hand above 0.5 (the scorer's
  // minimum) so a frame's arm is not dropped; the scorer's 45 deg wrist threshold adds the caution
  wrist_flexion: 0.8,
  wrist_deviation: 0.8,
  knee_flexion: 1,
  hip_flexion: 1,
  measure: 0.9,
} as const;

/** Extra factor for angles read from 2D image coordinates when the view is unknown (no 3D). */
export const FROM_2D_FACTOR = 0.7;

/**
 * A measured value, or null when a landmark it uses is out of the picture or the geometry is
 * degenerate (NaN). `seen` is how well its landmarks are seen (a plain number: their lowest score,
 * all in the picture); `factor` the prior. A landmark below MIN_KEYPOINT_SCORE marks the value
 * `lowConfidence`.
 */
export function measured(
  value: number,
  seen: Seen | number,
  factor: number,
  from2d = false,
  /** rounding step of the value: 0.1 deg for angles, 1 mm for lengths */
  step = 0.1,
): MeasuredValue | null {
  const { score, inFrame } = typeof seen === 'number' ? { score: seen, inFrame: true } : seen;
  if (!Number.isFinite(value) || !inFrame) return null;
  const confidence = Math.round(Math.max(0, Math.min(1, score * factor)) * 1000) / 1000;
  const inv = Math.round(1 / step);
  const v = Math.round(value * inv) / inv;
  return {
    value: v,
    confidence,
    ...(from2d ? { from2d: true } : {}),
    ...(score < MIN_KEYPOINT_SCORE ? { lowConfidence: true } : {}),
  };
}
