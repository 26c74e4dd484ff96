import {
  scoreRebaFrame,
  scoreRosaFrame,
  scoreRulaFrame,
  scoreWishaFrame,
  type FrameScore,
  type RebaResult,
  type RulaResult,
  type RosaResult,
  type WishaResult,
  type FramePosture,
  type MeasuredValue,
  type RebaWorksheetInput,
  type RulaWorksheetInput,
  type RosaWorksheetInput,
  type WishaInput,
  type QecInput,
  seededRandom,
} from '../src/index';

/** A video frame scored with one method, as the tests name it (the product goes through the registry). */
export type TestFrameAssessment =
  | {
      method: 'reba';
      inputs: Parameters<typeof scoreRebaFrame>[1];
      options?: Parameters<typeof scoreRebaFrame>[2];
    }
  | {
      method: 'rula';
      inputs: Parameters<typeof scoreRulaFrame>[1];
      options?: Parameters<typeof scoreRulaFrame>[2];
    }
  | {
      method: 'rosa';
      inputs: Parameters<typeof scoreRosaFrame>[1];
      options?: Parameters<typeof scoreRosaFrame>[2];
    }
  | {
      method: 'wisha';
      inputs: Parameters<typeof scoreWishaFrame>[1];
      options?: Parameters<typeof scoreWishaFrame>[2];
    };

export function scoreFrame(
  frame: FramePosture,
  a: TestFrameAssessment,
):
  | FrameScore<RebaResult>
  | FrameScore<RulaResult>
  | FrameScore<RosaResult>
  | FrameScore<WishaResult> {
  switch (a.method) {
    case 'reba':
      return scoreRebaFrame(frame, a.inputs, a.options);
    case 'rula':
      return scoreRulaFrame(frame, a.inputs, a.options);
    case 'rosa':
      return scoreRosaFrame(frame, a.inputs, a.options);
    case 'wisha':
      return scoreWishaFrame(frame, a.inputs, a.options);
  }
}

/** Deterministic PRNG (mulberry32) for property tests: the same cases on every run. */
export const rng = seededRandom;

export const pick = <T>(r: () => number, xs: readonly T[]): T => {
  const v = xs[Math.floor(r() * xs.length)];
  if (v === undefined) throw new Error('empty');
  return v;
};

export const mv = (value: number, confidence = 0.9): MeasuredValue => ({ value, confidence });

export const baseReba: RebaWorksheetInput = {
  neck_position: 1,
  trunk_position: 1,
  legs_position: 1,
  upper_arm_position: 1,
  lower_arm_position: 1,
  wrist_position: 1,
  load: 'LESS_THAN_5',
  coupling: 'GOOD',
};

export const baseRula: RulaWorksheetInput = {
  right: { upper_arm_position: 1, lower_arm_position: 1, wrist_position: 1, wrist_twist: 1 },
  neck_position: 1,
  trunk_position: 1,
  legs_position: 1,
  load: 'LESS_THAN_2KG',
  muscle_use: false,
};

export const baseRosa: RosaWorksheetInput = {
  duration: 'MEDIUM',
  seat_pan_distance: 'ABOUT_7',
  chair_height: 'KNEES_AT_90',
  armrests: 'ELBOWS_SUPPORTED',
  back_support: 'ADEQUATE',
  monitor: 'EYE_LEVEL',
  mouse: 'IN_LINE',
  keyboard: 'WRISTS_STRAIGHT',
};

export const baseWisha: WishaInput = {
  load_weight: 10,
  lifting_frequency: 'LESS_THAN_1',
  shift_duration: 'less_than_hour',
  grip_quality: 'GOOD',
  work_environment: 'NORMAL',
  vertical_zone: 'WAIST_TO_SHOULDER',
  horizontal_zone: 'NEAR',
};

export const baseQec: QecInput = {
  back_posture: 'ALMOST_NEUTRAL',
  back_task: 'STATIC',
  back_static: 'NO',
  hand_height: 'AT_OR_BELOW_WAIST',
  arm_movement: 'INFREQUENT',
  wrist_posture: 'ALMOST_STRAIGHT',
  wrist_repetition: 'UP_TO_10_PER_MIN',
  neck_posture: 'NO',
  max_weight_handled: 'LIGHT',
  time_spent: 'LESS_THAN_2_HOURS',
  max_force_level: 'LOW',
  visual_demand: 'LOW',
  driving: 'LESS_THAN_1_HOUR',
  vibration: 'LESS_THAN_1_HOUR',
  work_pace: 'NEVER',
  stress: 'NOT_AT_ALL',
};

/** A standing, neutral, fully measured frame; override parts per test. */
export function neutralFrame(
  over: Partial<Pick<FramePosture, 'axial' | 'left' | 'right' | 'measures'>> = {},
): FramePosture {
  const side = {
    upper_arm_flexion: mv(10),
    upper_arm_abduction: mv(5),
    shoulder_elevation: mv(0),
    elbow_flexion: mv(80),
    wrist_flexion: mv(5),
    wrist_deviation: mv(0),
    knee_flexion: mv(5),
    hip_flexion: mv(5),
  };
  return {
    time: 0,
    personFound: true,
    axial: {
      neck_flexion: mv(10),
      neck_side_bend: mv(0),
      neck_twist: mv(0),
      trunk_flexion: mv(0),
      trunk_side_bend: mv(0),
      trunk_twist: mv(0),
      ...over.axial,
    },
    left: { ...side, ...over.left },
    right: { ...side, ...over.right },
    measures: {
      foot_height_difference: mv(0),
      hands_height: mv(1.1),
      knee_height: mv(0.5),
      hip_height: mv(0.95),
      shoulder_height: mv(1.45),
      hands_horizontal_distance: mv(0.25),
      ...over.measures,
    },
  };
}
