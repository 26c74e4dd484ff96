import {
  qecInputFromLevels,
  ROSA_ARMREST_CODES,
  ROSA_BACK_SUPPORT_CODES,
  ROSA_CHAIR_HEIGHT_CODES,
  ROSA_DURATION_CODES,
  ROSA_EXTRA_FLAGS,
  ROSA_KEYBOARD_CODES,
  ROSA_MONITOR_CODES,
  ROSA_MOUSE_CODES,
  ROSA_SEAT_PAN_DISTANCE_CODES,
  ROSA_SPEC_FLAGS,
  REBA_ACTIVITY_CODES,
  REBA_COUPLING_CODES,
  REBA_LOAD_CODES,
  RULA_LOAD_CODES,
  scoreChecklist,
  scoreQec,
  scoreReba,
  scoreRosa,
  scoreRula,
  scoreWisha,
  WISHA_ENVIRONMENT_CODES,
  WISHA_GRIP_CODES,
  WISHA_HORIZONTAL_ZONES,
  WISHA_VERTICAL_ZONES,
  type ScoreStep,
} from '../src/index';
import {
  baseReba,
  baseRosa,
  baseRula,
  baseWisha,
  mv,
  neutralFrame,
  pick,
  rng,
  scoreFrame,
} from './helpers';

/** Steps from a wide sweep over every method, code and derivation path. */
export function sweep(): ScoreStep[] {
  const r = rng(99);
  const steps: ScoreStep[] = [];
  for (let n = 0; n < 400; n++) {
    steps.push(
      ...scoreReba(
        {
          ...baseReba,
          neck_position: pick(r, [1, 2] as const),
          neck_twisted: r() < 0.5,
          neck_side_bent: r() < 0.5,
          trunk_position: pick(r, [1, 2, 3, 4] as const),
          trunk_twisted: r() < 0.5,
          trunk_side_bent: r() < 0.5,
          legs_position: pick(r, [1, 2] as const),
          knee_flexion: pick(r, ['NONE', 'BETWEEN_30_AND_60', 'GREATER_THAN_60'] as const),
          seated: r() < 0.2,
          upper_arm_position: pick(r, [1, 2, 3, 4] as const),
          arm_supported: r() < 0.3,
          shoulder_raised: r() < 0.3,
          upper_arm_abducted: r() < 0.3,
          lower_arm_position: pick(r, [1, 2] as const),
          wrist_position: pick(r, [1, 2] as const),
          wrist_deviated: r() < 0.5,
          load: pick(r, REBA_LOAD_CODES),
          shock: r() < 0.3,
          coupling: pick(r, REBA_COUPLING_CODES),
          activity: REBA_ACTIVITY_CODES.filter(() => r() < 0.4),
        },
        { adjustMode: pick(r, ['paper', 'worksheet'] as const) },
      ).steps,
    );
    steps.push(
      ...scoreRula({
        ...baseRula,
        right: {
          upper_arm_position: pick(r, [1, 2, 3, 4] as const),
          arm_supported: r() < 0.3,
          shoulder_raised: r() < 0.3,
          upper_arm_abducted: r() < 0.3,
          lower_arm_position: pick(r, [1, 2] as const),
          lower_arm_midline_or_side: r() < 0.3,
          wrist_position: pick(r, [1, 2, 3] as const),
          wrist_deviated: r() < 0.3,
          wrist_twist: pick(r, [1, 2] as const),
        },
        left: { upper_arm_position: 4, lower_arm_position: 2, wrist_position: 3 },
        neck_position: pick(r, [1, 2, 3, 4] as const),
        neck_twisted: r() < 0.5,
        neck_side_bent: r() < 0.5,
        trunk_position: pick(r, [1, 2, 3, 4] as const),
        trunk_twisted: r() < 0.5,
        trunk_side_bent: r() < 0.5,
        legs_position: pick(r, [1, 2] as const),
        load: pick(r, RULA_LOAD_CODES),
        muscle_use: r() < 0.5,
      }).steps,
    );
    steps.push(
      ...scoreRosa({
        ...baseRosa,
        duration: pick(r, ROSA_DURATION_CODES),
        seat_pan_distance: pick(r, ROSA_SEAT_PAN_DISTANCE_CODES),
        chair_height: pick(r, ROSA_CHAIR_HEIGHT_CODES),
        armrests: pick(r, ROSA_ARMREST_CODES),
        back_support: pick(r, ROSA_BACK_SUPPORT_CODES),
        monitor: pick(r, ROSA_MONITOR_CODES),
        mouse: pick(r, ROSA_MOUSE_CODES),
        keyboard: pick(r, ROSA_KEYBOARD_CODES),
        ...Object.fromEntries([...ROSA_SPEC_FLAGS, ...ROSA_EXTRA_FLAGS].map((f) => [f, r() < 0.4])),
        ...(r() < 0.5
          ? {
              telephone: {
                position: pick(r, ['HEADSET_OR_NEAR', 'TOO_FAR'] as const),
                neck_shoulder_hold: r() < 0.5,
                no_hands_free: r() < 0.5,
              },
            }
          : {}),
      }).steps,
    );
    steps.push(
      ...scoreWisha({
        ...baseWisha,
        grip_quality: pick(r, WISHA_GRIP_CODES),
        work_environment: pick(r, WISHA_ENVIRONMENT_CODES),
        vertical_zone: pick(r, WISHA_VERTICAL_ZONES),
        horizontal_zone: pick(r, WISHA_HORIZONTAL_ZONES),
        twisting: r() < 0.5,
        lifting_frequency: pick(r, ['LESS_THAN_1', 'MORE_THAN_10'] as const),
        shift_duration: 'more_than_hour',
      }).steps,
    );
    const lv = (max: number): number => 1 + Math.floor(r() * max);
    steps.push(
      ...scoreQec(
        qecInputFromLevels(
          {
            A: lv(3),
            B: lv(2),
            C: lv(3),
            D: lv(3),
            E: lv(2),
            F: lv(3),
            G: lv(3),
            H: lv(4),
            J: lv(3),
            K: lv(3),
            L: lv(2),
            M: lv(3),
            N: lv(3),
            P: lv(3),
            Q: lv(4),
          },
          'STATIC',
        ),
      ).steps,
    );
    steps.push(
      ...scoreQec(
        qecInputFromLevels(
          {
            A: lv(3),
            B: 2 + lv(3),
            C: 1,
            D: 1,
            E: 1,
            F: 1,
            G: 1,
            H: lv(4),
            J: lv(3),
            K: 1,
            L: 1,
            M: 1,
            N: 1,
            P: 1,
            Q: 1,
          },
          'MOVING',
        ),
      ).steps,
    );
  }
  const frames = [
    neutralFrame({
      axial: {
        neck_flexion: mv(30),
        neck_twist: mv(40),
        neck_side_bend: mv(25),
        trunk_flexion: mv(40),
        trunk_twist: mv(50),
        trunk_side_bend: mv(25),
      },
      left: {
        upper_arm_abduction: mv(60),
        shoulder_elevation: mv(30),
        wrist_deviation: mv(30),
        knee_flexion: mv(70),
      },
    }),
    neutralFrame({
      axial: { neck_flexion: mv(-20) },
      left: { knee_flexion: mv(120), wrist_flexion: mv(-60) },
      right: { knee_flexion: mv(120), upper_arm_flexion: mv(50), elbow_flexion: mv(30) },
      measures: { foot_height_difference: mv(0.3) },
    }),
    neutralFrame({
      left: { knee_flexion: mv(90) },
      right: { knee_flexion: mv(90) },
      axial: { trunk_flexion: mv(-40) },
    }),
  ];
  for (const f of frames) {
    for (const a of [
      {
        method: 'reba',
        inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' },
        options: { seated: true, armSupported: true },
      },
      { method: 'reba', inputs: { load: 'LESS_THAN_5', coupling: 'GOOD' } },
      { method: 'rula', inputs: { load: 'LESS_THAN_2KG', muscle_use: true } },
      { method: 'rula', inputs: { load: 'LESS_THAN_2KG' }, options: { seated: true } },
      { method: 'rosa', inputs: { duration: 'LONG', seat_pan_distance: 'ABOUT_7' } },
      {
        method: 'rosa',
        inputs: { duration: 'LONG', seat_pan_distance: 'ABOUT_7', monitor: 'TOO_HIGH' },
      },
      {
        method: 'wisha',
        inputs: {
          load_weight: 5,
          lifting_frequency: '1',
          shift_duration: 'between_hour',
          grip_quality: 'GOOD',
          work_environment: 'NORMAL',
        },
      },
      {
        method: 'wisha',
        inputs: {
          load_weight: 5,
          lifting_frequency: '1',
          shift_duration: 'between_hour',
          grip_quality: 'GOOD',
          work_environment: 'NORMAL',
          vertical_zone: 'BELOW_KNEE',
          horizontal_zone: 'FAR',
        },
      },
    ] as const) {
      const s = scoreFrame(f, a);
      steps.push(...(s.status === 'scored' ? s.result.steps : s.steps));
    }
  }
  steps.push(
    ...scoreChecklist({
      saf_electrical: 'NO',
      org_breaks: 'YES',
      env_noise: 'NOT_APPLICABLE',
      env_lighting: 'YES',
      env_temperature: 'YES',
      ws_no_glare: 'YES',
      ws_leg_space: 'YES',
      ws_feet_supported: 'YES',
      ws_chair_adjustable: 'YES',
      ws_keyboard_mouse_close: 'YES',
      ws_monitor_eye_level: 'YES',
      org_training: 'YES',
    }).steps,
  );
  return steps;
}
