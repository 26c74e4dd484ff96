/** ROSA input codes. Duration and seat-pan distance exactly as SPEC §3; item boxes as the score sheet words them. */
export const ROSA_DURATION_CODES = ['SHORT', 'MEDIUM', 'LONG'] as const;
export type RosaDuration = (typeof ROSA_DURATION_CODES)[number];

/** Seat pan to back of the knee (SPEC §3, 7 cm bands; the sheet says ~3 in / 7.5 cm). */
export const ROSA_SEAT_PAN_DISTANCE_CODES = ['LESS_THAN_7', 'ABOUT_7', 'MORE_THAN_7'] as const;
export type RosaSeatPanDistance = (typeof ROSA_SEAT_PAN_DISTANCE_CODES)[number];

export const ROSA_CHAIR_HEIGHT_CODES = [
  'KNEES_AT_90',
  'TOO_LOW',
  'TOO_HIGH',
  'NO_FOOT_CONTACT',
] as const;
export type RosaChairHeight = (typeof ROSA_CHAIR_HEIGHT_CODES)[number];

export const ROSA_ARMREST_CODES = ['ELBOWS_SUPPORTED', 'TOO_HIGH', 'TOO_LOW'] as const;
export type RosaArmrest = (typeof ROSA_ARMREST_CODES)[number];

export const ROSA_BACK_SUPPORT_CODES = [
  'ADEQUATE',
  'NO_LUMBAR_SUPPORT',
  'ANGLE_OUT_OF_RANGE',
  'NO_BACK_SUPPORT',
] as const;
export type RosaBackSupport = (typeof ROSA_BACK_SUPPORT_CODES)[number];

export const ROSA_MONITOR_CODES = ['EYE_LEVEL', 'TOO_LOW', 'TOO_HIGH'] as const;
export type RosaMonitor = (typeof ROSA_MONITOR_CODES)[number];

export const ROSA_TELEPHONE_CODES = ['HEADSET_OR_NEAR', 'TOO_FAR'] as const;
export type RosaTelephone = (typeof ROSA_TELEPHONE_CODES)[number];

export const ROSA_MOUSE_CODES = ['IN_LINE', 'REACHING'] as const;
export type RosaMouse = (typeof ROSA_MOUSE_CODES)[number];

export const ROSA_KEYBOARD_CODES = ['WRISTS_STRAIGHT', 'WRISTS_EXTENDED'] as const;
export type RosaKeyboard = (typeof ROSA_KEYBOARD_CODES)[number];

/** SPEC §3 ROSA checkbox flags (booleans), in SPEC order. */
export const ROSA_SPEC_FLAGS = [
  'chair_insufficient_leg_space',
  'chair_not_adjustable',
  'pan_not_adjustable',
  'armrest_hard_or_damaged',
  'armrest_not_adjustable',
  'backrest_not_adjustable',
  'monitor_too_far',
  'monitor_glare',
  'mouse_keyboard_different_heights',
  'mouse_pinch_grip',
  'mouse_palmrest',
  'keyboard_overhead_reach',
  'keyboard_not_adjustable',
] as const;
/** Score-sheet boxes SPEC does not list; optional (default false), some derived from video. */
export const ROSA_EXTRA_FLAGS = [
  'armrest_too_wide',
  'work_surface_too_high',
  'monitor_neck_twist',
  'monitor_no_document_holder',
  'keyboard_wrist_deviation',
  'keyboard_too_high',
] as const;
export type RosaFlag = (typeof ROSA_SPEC_FLAGS)[number] | (typeof ROSA_EXTRA_FLAGS)[number];

// Sonne et al. 2012 §2.3.7 and the score sheet (scoring-methods.md §3.2): −1 / 0 / +1.
export const ROSA_DURATION_SCORE = { SHORT: -1, MEDIUM: 0, LONG: 1 } as const satisfies Record<
  RosaDuration,
  number
>;

// Score sheet item boxes (Sonne et al. 2012 Tables 1–2; scoring-methods.md §3.1).
export const ROSA_ITEM_SCORE = {
  chair_height: { KNEES_AT_90: 1, TOO_LOW: 2, TOO_HIGH: 2, NO_FOOT_CONTACT: 3 },
  seat_pan_distance: { ABOUT_7: 1, LESS_THAN_7: 2, MORE_THAN_7: 2 },
  armrests: { ELBOWS_SUPPORTED: 1, TOO_HIGH: 2, TOO_LOW: 2 },
  back_support: { ADEQUATE: 1, NO_LUMBAR_SUPPORT: 2, ANGLE_OUT_OF_RANGE: 2, NO_BACK_SUPPORT: 2 },
  monitor: { EYE_LEVEL: 1, TOO_LOW: 2, TOO_HIGH: 3 },
  telephone: { HEADSET_OR_NEAR: 1, TOO_FAR: 2 },
  mouse: { IN_LINE: 1, REACHING: 2 },
  keyboard: { WRISTS_STRAIGHT: 1, WRISTS_EXTENDED: 2 },
} as const;
