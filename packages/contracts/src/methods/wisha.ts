import {
  NIOSH_LI_BANDS,
  scoreWishaFrame,
  WISHA_DURATION_CODES,
  WISHA_ENVIRONMENT_CODES,
  WISHA_FREQUENCY_CODES,
  WISHA_GRIP_CODES,
} from '@ergo/ergonomics';
import { z } from 'zod';
import { heatLevelSchema, partScores, riskLevelSchema } from './common-detail';
import { defineMethod } from './descriptor';
import { choice, quantity } from './fields';

export const wishaInputs = z.object({
  load_weight: quantity({
    min: 0,
    max: 500,
    unit: 'kg',
    decimals: 1,
    required: 'assessments.wisha_weight_required',
    range: 'assessments.wisha_weight_range',
    hint: true,
  }),
  lifting_frequency: choice(WISHA_FREQUENCY_CODES, {
    required: 'assessments.wisha_frequency_required',
    display: 'select',
    hint: true,
  }),
  shift_duration: choice(WISHA_DURATION_CODES, {
    required: 'assessments.wisha_duration_required',
    display: 'select',
  }),
  grip_quality: choice(WISHA_GRIP_CODES, {
    required: 'assessments.wisha_grip_required',
    display: 'select',
  }),
  work_environment: choice(WISHA_ENVIRONMENT_CODES, {
    required: 'assessments.wisha_environment_required',
    display: 'select',
  }),
});

export const wishaDetail = z.object({
  method: z.literal('wisha'),
  score: z.number().nullable(),
  lifting_index: z.number().nullable(),
  current_lift_weight_kg: z.number(),
  recommended_safe_weight_kg: z.number(),
  hazard: z.boolean(),
  li_band: z.enum(NIOSH_LI_BANDS).nullable(),
  risk_level: riskLevelSchema,
  heat_level: heatLevelSchema,
  factors: partScores([
    'unadjusted_weight_limit_lb',
    'unadjusted_weight_limit_kg',
    'limit_reduction_modifier',
    'twist_multiplier',
    'adjusted_weight_limit_lb',
    'adjusted_weight_limit_kg',
    'grip_multiplier',
    'environment_multiplier',
    'recommended_safe_weight_lb',
  ]),
  weight_grid_provenance: z.string(),
});

/** A lift scores no body parts: its result is the weights and the lifting index. */
function noParts(part: string): never {
  throw new Error(`WISHA scores no body parts (asked for ${part})`);
}

export const wisha = defineMethod({
  code: 'wisha',
  capture: 'video',
  about: { key: 'reports.method.wisha' },
  inputs: wishaInputs,
  bodyParts: [],
  graphs: ['trunk', 'upper_arm', 'legs'],
  figure: null,
  layout: 'lifting',
  finalScore: 'peak',
  scale: null,
  // the lifting index is open-ended: three times the weight limit ranks as the worst
  severity: { best: 0, worst: 3 },
  partLevel: noParts,
  scoreFrame: scoreWishaFrame,
  detail: wishaDetail,
});
