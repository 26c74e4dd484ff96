/**
 * QEC items (Li & Buckle 1999; David et al. 2005/2008). Worker answers use SPEC §3 names; observer
 * items A–G use the QEC form's wording. Each code list is ordered by level (index 0 = level 1).
 */
export const QEC_OBSERVER_ITEMS = {
  /** A — back posture (worst case) */
  back_posture: ['ALMOST_NEUTRAL', 'MODERATELY_FLEXED_OR_TWISTED', 'EXCESSIVELY_FLEXED_OR_TWISTED'],
  /** B — which back question applies */
  back_task: ['STATIC', 'MOVING'],
  /** B1/B2 — static task: does the back remain static most of the time? */
  back_static: ['NO', 'YES'],
  /** B3/B4/B5 — manual handling: back movement frequency (≈ ≤ 3, 8, ≥ 12 per minute) */
  back_movement: ['INFREQUENT', 'FREQUENT', 'VERY_FREQUENT'],
  /** C — hands at */
  hand_height: ['AT_OR_BELOW_WAIST', 'CHEST_HEIGHT', 'AT_OR_ABOVE_SHOULDER'],
  /** D — shoulder/arm movement */
  arm_movement: ['INFREQUENT', 'FREQUENT', 'VERY_FREQUENT'],
  /** E — wrist/hand posture */
  wrist_posture: ['ALMOST_STRAIGHT', 'DEVIATED_OR_BENT'],
  /** F — similar motion patterns repeated */
  wrist_repetition: ['UP_TO_10_PER_MIN', 'BETWEEN_11_AND_20_PER_MIN', 'MORE_THAN_20_PER_MIN'],
  /** G — head/neck bent or twisted */
  neck_posture: ['NO', 'OCCASIONALLY', 'CONTINUOUSLY'],
} as const;

export const QEC_WORKER_ITEMS = {
  /** H — light (≤ 5 kg), moderate (6–10), heavy (11–20), very heavy (> 20) */
  max_weight_handled: ['LIGHT', 'MODERATE', 'HEAVY', 'VERY_HEAVY'],
  /** J — < 2 h, 2–4 h, > 4 h per day */
  time_spent: ['LESS_THAN_2_HOURS', 'BETWEEN_2_AND_4_HOURS', 'MORE_THAN_4_HOURS'],
  /** K — low (< 1 kg), medium (1–4 kg), high (> 4 kg) */
  max_force_level: ['LOW', 'MEDIUM', 'HIGH'],
  /** L — low or high */
  visual_demand: ['LOW', 'HIGH'],
  /** M — < 1 h/day or never, 1–4 h, > 4 h */
  driving: ['LESS_THAN_1_HOUR', 'BETWEEN_1_AND_4_HOURS', 'MORE_THAN_4_HOURS'],
  /** N — same bands as driving */
  vibration: ['LESS_THAN_1_HOUR', 'BETWEEN_1_AND_4_HOURS', 'MORE_THAN_4_HOURS'],
  /** P — difficulty keeping up */
  work_pace: ['NEVER', 'SOMETIMES', 'OFTEN'],
  /** Q — how stressful */
  stress: ['NOT_AT_ALL', 'MILDLY', 'MODERATELY', 'VERY'],
} as const;

type Items<T extends Record<string, readonly string[]>> = {
  -readonly [K in keyof T]: T[K][number];
};
export type QecObserverInput = Omit<
  Items<typeof QEC_OBSERVER_ITEMS>,
  'back_static' | 'back_movement'
> & {
  back_static?: (typeof QEC_OBSERVER_ITEMS.back_static)[number];
  back_movement?: (typeof QEC_OBSERVER_ITEMS.back_movement)[number];
};
export type QecWorkerInput = Items<typeof QEC_WORKER_ITEMS>;
export type QecInput = QecObserverInput & QecWorkerInput;

/** Item letters of the QEC form, for explanations and the letter-level helper. */
export const QEC_ITEM_LETTERS = {
  back_posture: 'A',
  back_static: 'B',
  back_movement: 'B',
  hand_height: 'C',
  arm_movement: 'D',
  wrist_posture: 'E',
  wrist_repetition: 'F',
  neck_posture: 'G',
  max_weight_handled: 'H',
  time_spent: 'J',
  max_force_level: 'K',
  visual_demand: 'L',
  driving: 'M',
  vibration: 'N',
  work_pace: 'P',
  stress: 'Q',
} as const;

export const QEC_ACTIONS = [
  'ACCEPTABLE',
  'INVESTIGATE_FURTHER',
  'INVESTIGATE_FURTHER_AND_CHANGE_SOON',
  'INVESTIGATE_AND_CHANGE_IMMEDIATELY',
] as const;
export type QecAction = (typeof QEC_ACTIONS)[number];
