import { ScoringInputError } from '../core/errors';
import {
  requireCode,
  requireNumber,
  requireRange,
  requireWeight,
  untrustedFields,
} from '../core/validate';
import {
  NIOSH_COUPLING_CODES,
  NIOSH_DURATION_CODES,
  type NioshCouplingCode,
  type NioshDuration,
} from './codes';

/** Where the hands are at one end of the lift (the midpoint between them), metric. */
export interface NioshHandLocation {
  /** horizontal distance from the midpoint between the inner ankle bones, cm */
  h_cm: number;
  /** height above the floor, cm */
  v_cm: number;
  /** asymmetry angle from the mid-sagittal plane, degrees */
  a_deg: number;
}

/** One lifting task (single-task procedure). D is |V at the destination − V at the origin|. */
export interface NioshTaskInput {
  load_kg: number;
  frequency_per_min: number;
  duration: NioshDuration;
  coupling: NioshCouplingCode;
  origin: NioshHandLocation;
  destination: NioshHandLocation;
  /** the load must be re-grasped, held or placed with care at the destination: score both ends */
  significant_control: boolean;
}

/** A sub-task of a multi-task job: a task without its own duration (the job's duration applies). */
export interface NioshSubtaskInput extends Omit<NioshTaskInput, 'duration' | 'load_kg'> {
  /** average load, kg: the STLI uses it (Applications Manual §2.4.4) */
  load_kg: number;
  /** maximum load, kg, when it differs from the average: the FILI uses it (§2.4.3); default load_kg */
  load_max_kg?: number;
}

/** A job of several lifting sub-tasks (multi-task procedure, composite lifting index). */
export interface NioshJobInput {
  duration: NioshDuration;
  subtasks: readonly NioshSubtaskInput[];
}

/** Widest angle between the load's line and the mid-sagittal line. */
const MAX_ANGLE_DEG = 180;
/** A bound on a job's size: the manual's procedure is for a handful of sub-tasks. */
export const NIOSH_MAX_SUBTASKS = 50;

function requireNonNegative(field: string, v: unknown): number {
  const n = requireNumber(field, v);
  if (n < 0) throw new ScoringInputError('out_of_range', field, { min: 0 });
  return n;
}

function requireBool(field: string, v: unknown): boolean {
  if (v === undefined || v === null) throw new ScoringInputError('required', field);
  if (typeof v !== 'boolean') throw new ScoringInputError('not_a_boolean', field);
  return v;
}

function readLocation(field: string, raw: unknown): NioshHandLocation {
  if (raw === undefined || raw === null) throw new ScoringInputError('required', field);
  const r = untrustedFields(raw);
  return {
    h_cm: requireNonNegative(`${field}.h_cm`, r.h_cm),
    v_cm: requireNonNegative(`${field}.v_cm`, r.v_cm),
    a_deg: requireRange(`${field}.a_deg`, r.a_deg, 0, MAX_ANGLE_DEG),
  };
}

/** The fields every lift has, checked; `prefix` names a sub-task's fields ('subtasks.0.'). */
function readLift(raw: unknown, prefix: string) {
  const r = untrustedFields(raw);
  return {
    load_kg: requireWeight(`${prefix}load_kg`, r.load_kg),
    frequency_per_min: requireNonNegative(`${prefix}frequency_per_min`, r.frequency_per_min),
    coupling: requireCode(`${prefix}coupling`, r.coupling, NIOSH_COUPLING_CODES),
    origin: readLocation(`${prefix}origin`, r.origin),
    destination: readLocation(`${prefix}destination`, r.destination),
    significant_control: requireBool(`${prefix}significant_control`, r.significant_control),
  };
}

/** A single task's input, each field checked: bad input throws ScoringInputError, never scores. */
export function readNioshTask(raw: NioshTaskInput): NioshTaskInput {
  const r = untrustedFields(raw);
  return {
    ...readLift(raw, ''),
    duration: requireCode('duration', r.duration, NIOSH_DURATION_CODES),
  };
}

export type CheckedSubtask = ReturnType<typeof readLift> & { load_max_kg: number };

/** A job's input: the duration and 1–50 sub-tasks, each checked like a task. */
export function readNioshJob(raw: NioshJobInput): {
  duration: NioshDuration;
  subtasks: CheckedSubtask[];
} {
  const r = untrustedFields(raw);
  const duration = requireCode('duration', r.duration, NIOSH_DURATION_CODES);
  if (r.subtasks === undefined || r.subtasks === null)
    throw new ScoringInputError('required', 'subtasks');
  if (!Array.isArray(r.subtasks) || r.subtasks.length < 1 || r.subtasks.length > NIOSH_MAX_SUBTASKS)
    throw new ScoringInputError('out_of_range', 'subtasks', { min: 1, max: NIOSH_MAX_SUBTASKS });
  const subtasks = (r.subtasks as unknown[]).map((item, i) => {
    const lift = readLift(item, `subtasks.${i}.`);
    const maxRaw = untrustedFields(item).load_max_kg;
    const field = `subtasks.${i}.load_max_kg`;
    const max =
      maxRaw === undefined || maxRaw === null ? lift.load_kg : requireWeight(field, maxRaw);
    // the maximum load cannot be below the average one
    if (max < lift.load_kg)
      throw new ScoringInputError('out_of_range', field, { min: lift.load_kg });
    return { ...lift, load_max_kg: max };
  });
  return { duration, subtasks };
}
