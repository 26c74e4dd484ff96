import {
  RULA_HEAVY_INTERMITTENT_MODES,
  RULA_LOAD_CODES,
  rulaBand,
  rulaPartLevel,
  scoreRulaFrame,
  SEATED_INPUT_CODES,
} from '@ergo/ergonomics';
import { z } from 'zod';
import { heatLevelSchema, partScores, riskLevelSchema, sideSchema } from './common-detail';
import { defineMethod } from './descriptor';
import { choice, choiceWithDefault, flag } from './fields';

export const rulaInputs = z.object({
  load: choice(RULA_LOAD_CODES, { required: 'assessments.rula_load_required' }),
  muscle_use: flag({ hint: true }),
  // whether the worker sits: detected frame by frame unless stated (REBA/RULA legs 1 when seated)
  seated: choiceWithDefault(SEATED_INPUT_CODES, 'AUTO', { columns: 3, optionHints: true }),
});

const rulaSide = z.object({
  side: sideSchema,
  upper_arm: z.number(),
  lower_arm: z.number(),
  wrist: z.number(),
  wrist_twist: z.number(),
  table_a: z.number(),
  muscle_a: z.number(),
  force_a: z.number(),
  score_c: z.number(),
  table_c: z.number(),
  grand_score: z.number(),
});

export const rulaDetail = z.object({
  method: z.literal('rula'),
  score: z.number(),
  risk_level: riskLevelSchema,
  heat_level: heatLevelSchema,
  action_level: z.number(),
  action_key: z.string(),
  worse_side: sideSchema,
  body_part_scores: partScores(['neck', 'trunk', 'upper_arm', 'lower_arm', 'wrist']),
  sides: z.object({ left: rulaSide.optional(), right: rulaSide.optional() }),
  scores: partScores([
    'wrist_twist',
    'legs',
    'table_a',
    'muscle_a',
    'force_a',
    'score_c',
    'table_b',
    'muscle_b',
    'force_b',
    'score_d',
    'grand_score',
  ]),
  options: z.object({ heavyIntermittent: z.enum(RULA_HEAVY_INTERMITTENT_MODES) }),
});

export const rula = defineMethod({
  code: 'rula',
  capture: 'video',
  about: { key: 'reports.method.rula' },
  inputs: rulaInputs,
  bodyParts: ['neck', 'trunk', 'upper_arm', 'lower_arm', 'wrist'],
  graphs: ['neck', 'trunk', 'upper_arm', 'lower_arm', 'wrist'],
  explainedUnder: { wrist_twist: 'wrist' },
  figure: 'body',
  layout: 'posture',
  finalScore: 'sustained',
  scale: { min: 1, max: 7, band: rulaBand },
  partLevel: rulaPartLevel,
  scoreFrame: scoreRulaFrame,
  detail: rulaDetail,
});
