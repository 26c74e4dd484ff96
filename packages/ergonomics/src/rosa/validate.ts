import { ScoringInputError } from '../core/errors';
import { optionalBool, optionalCode, requireCode, untrustedFields } from '../core/validate';
import {
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
  ROSA_TELEPHONE_CODES,
} from './codes';
import type { RosaDuration } from './codes';
import type { RosaTelephoneInput, RosaWorksheetInput } from './types';

export function validateRosaInput(raw: RosaWorksheetInput): RosaWorksheetInput {
  const r = untrustedFields(raw);
  const duration = requireCode('duration', r.duration, ROSA_DURATION_CODES);
  const out: RosaWorksheetInput = {
    duration,
    seat_pan_distance: requireCode(
      'seat_pan_distance',
      r.seat_pan_distance,
      ROSA_SEAT_PAN_DISTANCE_CODES,
    ),
    chair_height: requireCode('chair_height', r.chair_height, ROSA_CHAIR_HEIGHT_CODES),
    armrests: requireCode('armrests', r.armrests, ROSA_ARMREST_CODES),
    back_support: requireCode('back_support', r.back_support, ROSA_BACK_SUPPORT_CODES),
    monitor: requireCode('monitor', r.monitor, ROSA_MONITOR_CODES),
    mouse: requireCode('mouse', r.mouse, ROSA_MOUSE_CODES),
    keyboard: requireCode('keyboard', r.keyboard, ROSA_KEYBOARD_CODES),
    chair_duration: optionalCode('chair_duration', r.chair_duration, ROSA_DURATION_CODES, duration),
    monitor_duration: optionalCode(
      'monitor_duration',
      r.monitor_duration,
      ROSA_DURATION_CODES,
      duration,
    ),
    mouse_duration: optionalCode('mouse_duration', r.mouse_duration, ROSA_DURATION_CODES, duration),
    keyboard_duration: optionalCode(
      'keyboard_duration',
      r.keyboard_duration,
      ROSA_DURATION_CODES,
      duration,
    ),
    telephone: telephone(r.telephone, duration),
  };
  for (const f of [...ROSA_SPEC_FLAGS, ...ROSA_EXTRA_FLAGS]) out[f] = optionalBool(f, r[f]);
  return out;
}

function telephone(raw: unknown, duration: RosaDuration): RosaTelephoneInput | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object') throw new ScoringInputError('required', 'telephone');
  const t = raw as Record<string, unknown>;
  return {
    position: requireCode('telephone.position', t.position, ROSA_TELEPHONE_CODES),
    neck_shoulder_hold: optionalBool('telephone.neck_shoulder_hold', t.neck_shoulder_hold),
    no_hands_free: optionalBool('telephone.no_hands_free', t.no_hands_free),
    duration: optionalCode('telephone.duration', t.duration, ROSA_DURATION_CODES, duration),
  };
}
