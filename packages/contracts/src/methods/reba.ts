import {
  REBA_ACTIVITY_CODES,
  REBA_ADJUST_MODES,
  REBA_COUPLING_CODES,
  REBA_LOAD_CODES,
  rebaBand,
  rebaPartLevel,
  scoreRebaFrame,
  SEATED_INPUT_CODES,
} from '@ergo/ergonomics';
import { z } from 'zod';
import { heatLevelSchema, partScores, riskLevelSchema } from './common-detail';
import { defineMethod } from './descriptor';
import { choice, choiceWithDefault, flag, multi } from './fields';

/** REBA (SPEC §3, §5): load and coupling are required; activity is a list (comma-separated in multipart). */
export const rebaInputs = z.object({
  load: choice(REBA_LOAD_CODES, { required: 'assessments.reba_load_required', columns: 3 }),
  coupling: choice(REBA_COUPLING_CODES, {
    required: 'assessments.reba_coupling_required',
    optionHints: true,
  }),
  shock: flag({ hint: true }),
  activity: multi(REBA_ACTIVITY_CODES, { hint: true }),
  // whether the worker sits: detected frame by frame unless stated (REBA/RULA legs 1 when seated)
  seated: choiceWithDefault(SEATED_INPUT_CODES, 'AUTO', { columns: 3, optionHints: true }),
});

export const rebaDetail = z.object({
  method: z.literal('reba'),
  score: z.number(),
  risk_level: riskLevelSchema,
  heat_level: heatLevelSchema,
  action_level: z.number(),
  action_key: z.string(),
  body_part_scores: partScores(['neck', 'trunk', 'leg', 'upper_arm', 'lower_arm', 'wrist']),
  scores: partScores([
    'table_a',
    'load_score',
    'score_a',
    'table_b',
    'coupling_score',
    'score_b',
    'table_c',
    'activity_score',
  ]),
  options: z.object({ adjustMode: z.enum(REBA_ADJUST_MODES) }),
});

export const reba = defineMethod({
  code: 'reba',
  capture: 'video',
  about: { key: 'reports.method.reba' },
  inputs: rebaInputs,
  bodyParts: ['neck', 'trunk', 'upper_arm', 'lower_arm', 'wrist', 'leg'],
  graphs: ['neck', 'trunk', 'legs', 'upper_arm', 'lower_arm', 'wrist'],
  figure: 'body',
  layout: 'posture',
  finalScore: 'sustained',
  scale: { min: 1, max: 15, band: rebaBand },
  partLevel: rebaPartLevel,
  scoreFrame: scoreRebaFrame,
  detail: rebaDetail,
});
