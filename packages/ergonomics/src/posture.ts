/**
 * The measured posture of one video frame: the contract between packages/pose (which measures it)
 * and packages/ergonomics (which scores it). Angles are in degrees, measured in body-fixed frames
 * (pelvis and thorax axes), lengths in metres. A missing key or a `null` sample means "not measured
 * in this frame" (joint hidden, person lost) and must never be scored as neutral.
 */

export type Side = 'left' | 'right';

/** One measured quantity with its confidence (0..1, from the keypoint scores). */
export interface MeasuredValue {
  value: number;
  confidence: number;
  /**
   * true when the value comes from 2D image coordinates: the camera sees that part side-on, where
   * the picture shows a sagittal angle better than the model's depth, or 3D was unavailable
   */
  from2d?: boolean;
  /**
   * true when the value comes from the segment's length in the picture against its true length
   * (body proportions): it leans toward or away from the camera further than the model's depth
   * shows (packages/pose angles/proportions.ts)
   */
  fromProportions?: boolean;
  /**
   * true when a landmark it uses was seen with a keypoint score below 0.5: the joint is in the
   * picture and measured, but the model is unsure of it (hidden behind the body or a load)
   */
  lowConfidence?: boolean;
  /**
   * true when the part was out of the picture in this frame and the value is the one measured in
   * the nearest frame where it was seen (at most 1 s away)
   */
  filled?: boolean;
  /** true when an ergonomist set the value by hand (a correction): not uncertain */
  corrected?: boolean;
}

/** Angles measured once for the body (not per side). Sign conventions in the comments. */
export const AXIAL_ANGLE_KEYS = [
  'neck_flexion', // + flexion (chin to chest), - extension
  'neck_side_bend', // absolute lateral bend of the head relative to the thorax
  'neck_twist', // absolute axial rotation of the head relative to the thorax
  'trunk_flexion', // + flexion (forward lean), - extension, thorax relative to pelvis/vertical
  'trunk_side_bend', // absolute lateral bend
  'trunk_twist', // absolute axial rotation of the shoulder line against the hip line
] as const;

/** Angles measured on each side. */
export const SIDED_ANGLE_KEYS = [
  'upper_arm_flexion', // + flexion (arm forward/up), - extension (arm behind), relative to the trunk
  'upper_arm_abduction', // arm away from the body in the frontal plane of the thorax
  'shoulder_elevation', // shoulder girdle raised (shrug), degrees of the shoulder above its neutral line
  'elbow_flexion', // 0 = straight arm
  'wrist_flexion', // + flexion, - extension
  'wrist_deviation', // absolute radial/ulnar deviation
  'knee_flexion', // 0 = straight leg
  'hip_flexion', // 0 = standing straight, ~90 = seated
] as const;

export type AxialAngleKey = (typeof AXIAL_ANGLE_KEYS)[number];
export type SidedAngleKey = (typeof SIDED_ANGLE_KEYS)[number];

/** Lengths used by WISHA (hand location) and leg support, in metres; and the seated reading. */
export const MEASURE_KEYS = [
  'foot_height_difference', // vertical difference between the two feet (one-leg support when large)
  'hands_height', // mean wrist height above the floor (lowest foot point)
  'knee_height', // mean knee height above the floor
  'hip_height', // mean hip (waist) height above the floor
  'shoulder_height', // mean shoulder height above the floor
  'hands_horizontal_distance', // horizontal distance of the hands in front of the ankles' midpoint
  'seated', // not a length: 1 when the posture is seated (pelvis supported), 0 when not
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export interface FramePosture {
  /** time of the frame in seconds from the start of the video */
  time: number;
  /** false when no person was found in this frame: nothing below may be scored */
  personFound: boolean;
  axial: Partial<Record<AxialAngleKey, MeasuredValue | null>>;
  left: Partial<Record<SidedAngleKey, MeasuredValue | null>>;
  right: Partial<Record<SidedAngleKey, MeasuredValue | null>>;
  measures: Partial<Record<MeasureKey, MeasuredValue | null>>;
  /**
   * The body side turned to the camera when the camera sees the worker side-on: that side's limbs
   * are seen directly, the other side's are behind the body. Absent or null in other views.
   */
  cameraSide?: Side | null;
}
