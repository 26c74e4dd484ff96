import type { FramePosture, MeasuredValue } from './posture';

/** A measured value as the pose analysis gives a clearly seen joint. */
export const measured = (value: number): MeasuredValue => ({ value, confidence: 0.95 });

/**
 * A standing worker for timeline tests: trunk (and hip) flexion and knee flexion as given, the
 * rest near neutral; `measures` are added to level feet (foot_height_difference 0).
 */
export function standingFrame(
  time: number,
  trunk: number,
  knee: number,
  measures: Record<string, MeasuredValue> = {},
): FramePosture {
  const v = measured;
  const side = {
    upper_arm_flexion: v(10),
    upper_arm_abduction: v(5),
    shoulder_elevation: v(0),
    elbow_flexion: v(80),
    wrist_flexion: v(5),
    wrist_deviation: v(0),
    knee_flexion: v(knee),
    hip_flexion: v(trunk),
  };
  return {
    time,
    personFound: true,
    axial: {
      neck_flexion: v(10),
      neck_side_bend: v(0),
      neck_twist: v(0),
      trunk_flexion: v(trunk),
      trunk_side_bend: v(0),
      trunk_twist: v(0),
    },
    left: side,
    right: side,
    measures: { foot_height_difference: v(0), ...measures },
  };
}
