import type { MeasuredValue, MeasureKey } from '@ergo/ergonomics';
import { CAMERA_UP } from './body-frames';
import { measured, RELIABILITY } from './confidence';
import { both, landmark, seen, type Skeleton } from './landmarks';
import type { LandmarkName } from '../model/keypoints';
import { dot, mid, norm, reject, sub } from './vec';

const FOOT: Record<'left' | 'right', readonly LandmarkName[]> = {
  left: ['left_ankle', 'left_heel', 'left_foot_index'],
  right: ['right_ankle', 'right_heel', 'right_foot_index'],
};

const MM = 0.001;
const height = (s: Skeleton, n: LandmarkName): number => dot(landmark(s, n), CAMERA_UP);
/** Lowest of ankle/heel/toe: the point that would touch the floor. */
const footLow = (s: Skeleton, side: 'left' | 'right'): number =>
  Math.min(...FOOT[side].map((n) => height(s, n)));

/**
 * Lengths for WISHA hand location and one-leg support, metres, from the 3D world landmarks.
 * Heights are above the floor, taken as the lowest foot point (so they assume at least one foot
 * on the ground) along the camera's vertical. The hands' horizontal distance is NIOSH's H: the
 * horizontal distance from the ankles' midpoint to the wrists' midpoint.
 */
export function worldMeasures(s: Skeleton): Partial<Record<MeasureKey, MeasuredValue | null>> {
  const feetScore = seen(s, [...FOOT.left, ...FOOT.right]);
  const lowL = footLow(s, 'left');
  const lowR = footLow(s, 'right');
  const floor = Math.min(lowL, lowR);
  const f = RELIABILITY.measure;
  const meanHeight = (a: LandmarkName, b: LandmarkName): number =>
    (height(s, a) + height(s, b)) / 2 - floor;
  const pair = (a: LandmarkName, b: LandmarkName): MeasuredValue | null =>
    measured(meanHeight(a, b), both(feetScore, seen(s, [a, b])), f, false, MM);
  const hands = mid(landmark(s, 'left_wrist'), landmark(s, 'right_wrist'));
  const ankles = mid(landmark(s, 'left_ankle'), landmark(s, 'right_ankle'));
  const horizontal = norm(reject(sub(hands, ankles), CAMERA_UP));
  return {
    foot_height_difference: measured(Math.abs(lowL - lowR), feetScore, f, false, MM),
    hands_height: pair('left_wrist', 'right_wrist'),
    knee_height: pair('left_knee', 'right_knee'),
    hip_height: pair('left_hip', 'right_hip'),
    shoulder_height: pair('left_shoulder', 'right_shoulder'),
    hands_horizontal_distance: measured(
      horizontal,
      seen(s, ['left_wrist', 'right_wrist', 'left_ankle', 'right_ankle']),
      f,
      false,
      MM,
    ),
  };
}
