import {
  REBA_ACTIVITY_CODES,
  REBA_COUPLING_CODES,
  REBA_LOAD_CODES,
  ROSA_DURATION_CODES,
  ROSA_SEAT_PAN_DISTANCE_CODES,
  ROSA_SPEC_FLAGS,
  RULA_LOAD_CODES,
  WISHA_DURATION_CODES,
  WISHA_ENVIRONMENT_CODES,
  WISHA_FREQUENCY_CODES,
  WISHA_GRIP_CODES,
} from '@ergo/ergonomics';

/** One method input as the correction form edits it (same names and codes as creating the assessment). */
export type InputField =
  | { name: string; kind: 'select'; codes: readonly string[] }
  | { name: string; kind: 'multi'; codes: readonly string[] }
  | { name: string; kind: 'flag' }
  | { name: string; kind: 'number'; min: number; max: number; unit: string };

/** SPEC §3 inputs per method (API-CONTRACT names). */
export const METHOD_INPUT_FIELDS: Record<string, InputField[]> = {
  reba: [
    { name: 'load', kind: 'select', codes: REBA_LOAD_CODES },
    { name: 'coupling', kind: 'select', codes: REBA_COUPLING_CODES },
    { name: 'activity', kind: 'multi', codes: REBA_ACTIVITY_CODES },
    { name: 'shock', kind: 'flag' },
  ],
  rula: [
    { name: 'load', kind: 'select', codes: RULA_LOAD_CODES },
    { name: 'muscle_use', kind: 'flag' },
  ],
  wisha: [
    { name: 'load_weight', kind: 'number', min: 0, max: 500, unit: 'kg' },
    { name: 'lifting_frequency', kind: 'select', codes: WISHA_FREQUENCY_CODES },
    { name: 'shift_duration', kind: 'select', codes: WISHA_DURATION_CODES },
    { name: 'grip_quality', kind: 'select', codes: WISHA_GRIP_CODES },
    { name: 'work_environment', kind: 'select', codes: WISHA_ENVIRONMENT_CODES },
  ],
  rosa: [
    { name: 'duration', kind: 'select', codes: ROSA_DURATION_CODES },
    { name: 'seat_pan_distance', kind: 'select', codes: ROSA_SEAT_PAN_DISTANCE_CODES },
    ...ROSA_SPEC_FLAGS.map((name): InputField => ({ name, kind: 'flag' })),
  ],
};

/** The inputs with every field of the method present (flags default to false, activity to none). */
export function completeInputs(
  method: string,
  inputs: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...inputs };
  for (const field of METHOD_INPUT_FIELDS[method] ?? []) {
    if (out[field.name] !== undefined) continue;
    if (field.kind === 'flag') out[field.name] = false;
    if (field.kind === 'multi') out[field.name] = [];
  }
  return out;
}

/** Only the fields that differ from the saved inputs (what PATCH needs to send). */
export function changedInputs(
  saved: Record<string, unknown>,
  draft: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    if (JSON.stringify(value) !== JSON.stringify(saved[key])) out[key] = value;
  }
  return out;
}
