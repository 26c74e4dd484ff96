import {
  optionalBool,
  optionalCode,
  requireCode,
  requireCodeList,
  requireInt,
  untrustedFields,
} from '../core/validate';
import {
  REBA_ACTIVITY_CODES,
  REBA_ADJUST_MODES,
  REBA_COUPLING_CODES,
  REBA_KNEE_CODES,
  REBA_LOAD_CODES,
} from './codes';
import type { RebaOptions, RebaWorksheetInput } from './types';

/** Checks every field of an untrusted REBA worksheet input; throws ScoringInputError on the first bad one. */
export function validateRebaInput(raw: RebaWorksheetInput): RebaWorksheetInput {
  const r = untrustedFields(raw);
  return {
    neck_position: requireInt('neck_position', r.neck_position, 1, 2) as 1 | 2,
    neck_twisted: optionalBool('neck_twisted', r.neck_twisted),
    neck_side_bent: optionalBool('neck_side_bent', r.neck_side_bent),
    trunk_position: requireInt('trunk_position', r.trunk_position, 1, 4) as 1 | 2 | 3 | 4,
    trunk_twisted: optionalBool('trunk_twisted', r.trunk_twisted),
    trunk_side_bent: optionalBool('trunk_side_bent', r.trunk_side_bent),
    legs_position: requireInt('legs_position', r.legs_position, 1, 2) as 1 | 2,
    knee_flexion: optionalCode('knee_flexion', r.knee_flexion, REBA_KNEE_CODES, 'NONE'),
    seated: optionalBool('seated', r.seated),
    upper_arm_position: requireInt('upper_arm_position', r.upper_arm_position, 1, 4) as
      1 | 2 | 3 | 4,
    shoulder_raised: optionalBool('shoulder_raised', r.shoulder_raised),
    upper_arm_abducted: optionalBool('upper_arm_abducted', r.upper_arm_abducted),
    arm_supported: optionalBool('arm_supported', r.arm_supported),
    lower_arm_position: requireInt('lower_arm_position', r.lower_arm_position, 1, 2) as 1 | 2,
    wrist_position: requireInt('wrist_position', r.wrist_position, 1, 2) as 1 | 2,
    wrist_deviated: optionalBool('wrist_deviated', r.wrist_deviated),
    load: requireCode('load', r.load, REBA_LOAD_CODES),
    shock: optionalBool('shock', r.shock),
    coupling: requireCode('coupling', r.coupling, REBA_COUPLING_CODES),
    activity: requireCodeList('activity', r.activity, REBA_ACTIVITY_CODES),
  };
}

export function resolveRebaOptions(options: RebaOptions | undefined): Required<RebaOptions> {
  return {
    adjustMode: optionalCode('options.adjustMode', options?.adjustMode, REBA_ADJUST_MODES, 'paper'),
  };
}
