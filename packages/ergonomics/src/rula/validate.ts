import { ScoringInputError } from '../core/errors';
import {
  optionalBool,
  optionalCode,
  requireCode,
  requireInt,
  untrustedFields,
} from '../core/validate';
import { RULA_HEAVY_INTERMITTENT_MODES, RULA_LOAD_CODES } from './codes';
import type { RulaArmInput, RulaOptions, RulaWorksheetInput } from './types';

function arm(prefix: string, raw: unknown): RulaArmInput | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object') throw new ScoringInputError('required', prefix);
  const r = raw as Record<string, unknown>;
  return {
    upper_arm_position: requireInt(`${prefix}.upper_arm_position`, r.upper_arm_position, 1, 4) as
      1 | 2 | 3 | 4,
    shoulder_raised: optionalBool(`${prefix}.shoulder_raised`, r.shoulder_raised),
    upper_arm_abducted: optionalBool(`${prefix}.upper_arm_abducted`, r.upper_arm_abducted),
    arm_supported: optionalBool(`${prefix}.arm_supported`, r.arm_supported),
    lower_arm_position: requireInt(`${prefix}.lower_arm_position`, r.lower_arm_position, 1, 2) as
      1 | 2,
    lower_arm_midline_or_side: optionalBool(
      `${prefix}.lower_arm_midline_or_side`,
      r.lower_arm_midline_or_side,
    ),
    wrist_position: requireInt(`${prefix}.wrist_position`, r.wrist_position, 1, 3) as 1 | 2 | 3,
    wrist_deviated: optionalBool(`${prefix}.wrist_deviated`, r.wrist_deviated),
    wrist_twist: (r.wrist_twist === undefined
      ? 1
      : requireInt(`${prefix}.wrist_twist`, r.wrist_twist, 1, 2)) as 1 | 2,
  };
}

export function validateRulaInput(raw: RulaWorksheetInput): RulaWorksheetInput {
  const r = untrustedFields(raw);
  const right = arm('right', r.right);
  const left = arm('left', r.left);
  if (!right && !left) throw new ScoringInputError('required', 'right');
  const load = requireCode('load', r.load, RULA_LOAD_CODES);
  const muscle = optionalBool('muscle_use', r.muscle_use);
  return {
    ...(right ? { right } : {}),
    ...(left ? { left } : {}),
    neck_position: requireInt('neck_position', r.neck_position, 1, 4) as 1 | 2 | 3 | 4,
    neck_twisted: optionalBool('neck_twisted', r.neck_twisted),
    neck_side_bent: optionalBool('neck_side_bent', r.neck_side_bent),
    trunk_position: requireInt('trunk_position', r.trunk_position, 1, 4) as 1 | 2 | 3 | 4,
    trunk_twisted: optionalBool('trunk_twisted', r.trunk_twisted),
    trunk_side_bent: optionalBool('trunk_side_bent', r.trunk_side_bent),
    legs_position: requireInt('legs_position', r.legs_position, 1, 2) as 1 | 2,
    load,
    muscle_use: muscle,
    load_b: optionalCode('load_b', r.load_b, RULA_LOAD_CODES, load),
    muscle_use_b:
      r.muscle_use_b === undefined ? muscle : optionalBool('muscle_use_b', r.muscle_use_b),
  };
}

export function resolveRulaOptions(o: RulaOptions | undefined): Required<RulaOptions> {
  return {
    heavyIntermittent: optionalCode(
      'options.heavyIntermittent',
      o?.heavyIntermittent,
      RULA_HEAVY_INTERMITTENT_MODES,
      'paper',
    ),
  };
}
