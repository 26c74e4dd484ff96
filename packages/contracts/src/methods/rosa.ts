import {
  ROSA_DURATION_CODES,
  ROSA_SEAT_PAN_DISTANCE_CODES,
  rosaBand,
  rosaPartLevel,
  scoreRosaFrame,
} from '@ergo/ergonomics';
import { z } from 'zod';
import { heatLevelSchema, partScores, riskLevelSchema } from './common-detail';
import { defineMethod } from './descriptor';
import { choice, flag } from './fields';

/** ROSA (SPEC §3): duration and seat-pan distance, and the checkbox flags of each workstation area. */
export const rosaInputs = z.object({
  duration: choice(ROSA_DURATION_CODES, {
    required: 'assessments.rosa_duration_required',
    columns: 3,
    optionHints: true,
  }),
  seat_pan_distance: choice(ROSA_SEAT_PAN_DISTANCE_CODES, {
    required: 'assessments.rosa_seat_pan_required',
    columns: 3,
  }),
  chair_insufficient_leg_space: flag({ group: 'chair_height' }),
  chair_not_adjustable: flag({ group: 'chair_height' }),
  pan_not_adjustable: flag({ group: 'seat_pan' }),
  armrest_hard_or_damaged: flag({ group: 'armrest' }),
  armrest_not_adjustable: flag({ group: 'armrest' }),
  backrest_not_adjustable: flag({ group: 'back_support' }),
  monitor_too_far: flag({ group: 'monitor' }),
  monitor_glare: flag({ group: 'monitor' }),
  mouse_keyboard_different_heights: flag({ group: 'mouse' }),
  mouse_pinch_grip: flag({ group: 'mouse' }),
  mouse_palmrest: flag({ group: 'mouse' }),
  keyboard_overhead_reach: flag({ group: 'keyboard' }),
  keyboard_not_adjustable: flag({ group: 'keyboard' }),
});

export const rosaDetail = z.object({
  method: z.literal('rosa'),
  score: z.number(),
  risk_level: riskLevelSchema,
  heat_level: heatLevelSchema,
  action_level: z.number(),
  action_key: z.string(),
  high_risk: z.boolean(),
  telephone_absent: z.boolean(),
  body_part_scores: partScores([
    'chair_height',
    'pan_depth',
    'armrests',
    'back_support',
    'monitor',
    'mouse',
    'keyboard',
  ]),
  final_scores: partScores([
    'seat_height_plus_depth',
    'armrest_plus_back',
    'chart_a',
    'chair',
    'monitor',
    'telephone',
    'section_b',
    'mouse',
    'keyboard',
    'section_c',
    'monitor_and_peripherals',
    'final',
  ]),
});

export const rosa = defineMethod({
  code: 'rosa',
  capture: 'video',
  about: { key: 'reports.method.rosa' },
  inputs: rosaInputs,
  bodyParts: [
    'chair_height',
    'pan_depth',
    'armrests',
    'back_support',
    'monitor',
    'mouse',
    'keyboard',
  ],
  graphs: ['chair_height', 'armrests', 'monitor'],
  figure: 'workstation',
  layout: 'workstation',
  finalScore: 'sustained',
  scale: { min: 1, max: 10, band: rosaBand },
  partLevel: rosaPartLevel,
  scoreFrame: scoreRosaFrame,
  detail: rosaDetail,
  seatedWork: true,
});
