/** WISHA lifting inputs: SPEC §3 codes exactly, plus the hand location and twist of the WISHA form. */
export const WISHA_FREQUENCY_CODES = [
  'LESS_THAN_1',
  '1',
  '2_3',
  '4_5',
  '6_7',
  '8_9',
  'MORE_THAN_10',
] as const;
export type WishaFrequency = (typeof WISHA_FREQUENCY_CODES)[number];

export const WISHA_DURATION_CODES = ['less_than_hour', 'between_hour', 'more_than_hour'] as const;
export type WishaDuration = (typeof WISHA_DURATION_CODES)[number];

export const WISHA_GRIP_CODES = ['GOOD', 'MODERATE', 'POOR'] as const;
export type WishaGrip = (typeof WISHA_GRIP_CODES)[number];

export const WISHA_ENVIRONMENT_CODES = ['NORMAL', 'COLD_HOT', 'SLIPPERY'] as const;
export type WishaEnvironment = (typeof WISHA_ENVIRONMENT_CODES)[number];

/** Hand height at the start of the lift (end of a lower). */
export const WISHA_VERTICAL_ZONES = [
  'ABOVE_SHOULDER',
  'WAIST_TO_SHOULDER',
  'KNEE_TO_WAIST',
  'BELOW_KNEE',
] as const;
export type WishaVerticalZone = (typeof WISHA_VERTICAL_ZONES)[number];

/** Hand distance in front of the body: close to the body, mid, extended (arm's length). */
export const WISHA_HORIZONTAL_ZONES = ['NEAR', 'MID', 'FAR'] as const;
export type WishaHorizontalZone = (typeof WISHA_HORIZONTAL_ZONES)[number];

export const LB_PER_KG = 2.2046226218487757;
export const KG_PER_LB = 0.45359237;
