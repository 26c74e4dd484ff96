import { defineMethod, flag, choice } from '@ergo/contracts';
import {
  angleStep,
  heatLevelOf,
  ruleStep,
  type FramePosture,
  type FrameScore,
  type RiskLevel,
  type ScoreStep,
} from '@ergo/ergonomics';
import { z } from 'zod';

/*
 * A toy method, declared only here: how far the head bends forward, and whether the work adds a
 * load to it. It exists to show that a descriptor and a scorer are all a method needs to be
 * created, analysed from a video, corrected and served: no product file names it.
 */

interface ToyResult {
  method: 'toy';
  score: number;
  risk_level: RiskLevel;
  body_part_scores: { neck: number };
  steps: ScoreStep[];
}

const RISK: Record<number, RiskLevel> = { 1: 'low', 2: 'medium', 3: 'high' };

function scoreToyFrame(
  frame: FramePosture,
  inputs: { pace: 'STEADY' | 'HURRIED'; load?: boolean | undefined },
): FrameScore<ToyResult> {
  const neck = frame.axial.neck_flexion;
  if (!frame.personFound || !neck || neck.confidence < 0.5)
    return {
      status: 'unscorable',
      time: frame.time,
      missing: ['neck'],
      measured: {},
      assumed: [],
      steps: [],
    };
  const base = neck.value > 20 ? 2 : 1;
  const score = Math.min(3, base + (inputs.pace === 'HURRIED' || inputs.load ? 1 : 0));
  return {
    status: 'scored',
    time: frame.time,
    result: {
      method: 'toy',
      score,
      risk_level: RISK[score] ?? 'high',
      body_part_scores: { neck: score },
      steps: [
        angleStep('toy.neck', 'part.neck', 'rule.toy.neck', neck.value, null, base),
        ruleStep('toy.pace', 'part.pace', `rule.toy.pace.${inputs.pace}`, score),
      ],
    },
    measured: { neck: { key: 'neck_flexion', value: neck.value, confidence: neck.confidence } },
    assumed: [],
  };
}

export const toyMethod = defineMethod({
  code: 'toy',
  capture: 'video',
  about: {
    text: {
      en: 'A toy method that scores how far the head bends forward, declared in a test.',
      tr: 'Bir testte tanımlanmış, başın öne ne kadar eğildiğini puanlayan deneme yöntemi.',
    },
  },
  inputs: z.object({
    pace: choice(['STEADY', 'HURRIED'], { required: 'validation.required' }),
    load: flag(),
  }),
  bodyParts: ['neck'],
  graphs: ['neck'],
  figure: 'body',
  layout: 'posture',
  finalScore: 'sustained',
  scale: null,
  partLevel: (_part, score) => heatLevelOf(RISK[score] ?? 'high'),
  scoreFrame: scoreToyFrame,
  detail: z.object({
    method: z.literal('toy'),
    score: z.number(),
    risk_level: z.enum(['negligible', 'low', 'medium', 'high', 'very_high']),
    body_part_scores: z.object({ neck: z.number() }),
  }),
});
