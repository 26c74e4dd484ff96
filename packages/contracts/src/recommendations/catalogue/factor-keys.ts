import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';

/**
 * Every risk factor the product can propose a recommendation for: the catalogue has exactly one
 * entry per key (a test checks it). A key names the factor, not the method, so REBA's and RULA's
 * trunk, and QEC's back exposure, share one text; the measured figure says what each method saw.
 */

/** A body part whose band is moderate or worse (REBA, RULA; QEC back, shoulder/arm, wrist/hand, neck). */
export const POSTURE_FACTORS = [
  'posture.neck',
  'posture.trunk',
  'posture.upper_arm',
  'posture.lower_arm',
  'posture.wrist',
  'posture.leg',
] as const;

/** A task input that raised a REBA or RULA score. */
export const TASK_FACTORS = [
  'task.load', // REBA load 5 kg or more; RULA load or force 2 kg or more
  'task.shock', // REBA "shock or rapid build-up of force"
  'task.coupling', // REBA coupling fair, poor or unacceptable; WISHA grip moderate or poor
  'task.static_posture', // REBA a part held longer than 1 minute
  'task.repetition', // REBA small-range actions repeated more than 4 times a minute
  'task.large_range_changes', // REBA rapid large changes in posture or an unstable base
  'task.muscle_use', // RULA muscle use: mainly static, or repeated 4 times a minute or more
] as const;

/** What lowered WISHA's safe weight, or put the lift over it. */
export const LIFTING_FACTORS = [
  'lifting.weight', // the load is over the safe weight (lifting index above 1)
  'lifting.frequency', // lifting frequency and duration reduce the limit
  'lifting.twisting', // the trunk twists more than 45° while lifting
  'lifting.environment', // cold, hot or slippery surroundings
] as const;

/** QEC exposures that are not a body part (the body parts use the posture entries). */
export const QEC_FACTORS = ['qec.driving', 'qec.vibration', 'qec.work_pace', 'qec.stress'] as const;

/** ROSA workstation areas (its body parts) and the sitting duration. */
export const ROSA_AREA_FACTORS = [
  'rosa.chair_height',
  'rosa.pan_depth',
  'rosa.armrests',
  'rosa.back_support',
  'rosa.monitor',
  'rosa.telephone',
  'rosa.mouse',
  'rosa.keyboard',
  'rosa.duration',
] as const;

/** ROSA's checkbox flags (API-CONTRACT ROSA inputs), one entry each. */
export const ROSA_FLAG_FACTORS = [
  'rosa_flag.chair_insufficient_leg_space',
  'rosa_flag.chair_not_adjustable',
  'rosa_flag.pan_not_adjustable',
  'rosa_flag.armrest_hard_or_damaged',
  'rosa_flag.armrest_not_adjustable',
  'rosa_flag.backrest_not_adjustable',
  'rosa_flag.monitor_too_far',
  'rosa_flag.monitor_glare',
  'rosa_flag.mouse_keyboard_different_heights',
  'rosa_flag.mouse_pinch_grip',
  'rosa_flag.mouse_palmrest',
  'rosa_flag.keyboard_overhead_reach',
  'rosa_flag.keyboard_not_adjustable',
] as const;

export type PostureFactor = (typeof POSTURE_FACTORS)[number];
export type TaskFactor = (typeof TASK_FACTORS)[number];
export type LiftingFactor = (typeof LIFTING_FACTORS)[number];
export type QecFactor = (typeof QEC_FACTORS)[number];
export type RosaAreaFactor = (typeof ROSA_AREA_FACTORS)[number];
export type RosaFlagFactor = (typeof ROSA_FLAG_FACTORS)[number];
/** A checklist item answered No: `checklist.<question id>`. */
export type ChecklistFactor = `checklist.${string}`;

export type FactorKey =
  | PostureFactor
  | TaskFactor
  | LiftingFactor
  | QecFactor
  | RosaAreaFactor
  | RosaFlagFactor
  | ChecklistFactor;

export const CHECKLIST_FACTORS: readonly ChecklistFactor[] = CHECKLIST_QUESTIONS.map(
  (question) => `checklist.${question.id}` as const,
);

export const FACTOR_KEYS: readonly FactorKey[] = [
  ...POSTURE_FACTORS,
  ...TASK_FACTORS,
  ...LIFTING_FACTORS,
  ...QEC_FACTORS,
  ...ROSA_AREA_FACTORS,
  ...ROSA_FLAG_FACTORS,
  ...CHECKLIST_FACTORS,
];

export function isFactorKey(value: string): value is FactorKey {
  return (FACTOR_KEYS as readonly string[]).includes(value);
}
