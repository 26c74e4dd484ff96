import { z } from 'zod';
import { riskLevelSchema, sideSchema } from '../methods/common-detail';
import { bodyPartSummarySchema, finalScoreSchema, type AssessmentResults } from './stored';

/*
 * POST /operation/{type}/{id}/preview/: what saving a correction would store, computed by the
 * same recompute as the save (PATCH …/update/) and stored nowhere. Saving may choose another
 * frame of the held posture as the final one, or score the other arm or knee there; the preview
 * says so, so the page can tell the user before the score changes under them.
 */

/** Which side of a limb a method scored in a posture: one side, both (RULA may), or none. */
const scoredSideSchema = z.union([sideSchema, z.literal('both')]).nullable();
export type ScoredSide = z.output<typeof scoredSideSchema>;

/** The final posture: the frame (its time), its score and the sides of the limbs scored there. */
export const finalPostureSchema = z.object({
  time: z.number(),
  score: z.number().nullable(),
  risk_level: riskLevelSchema,
  arm: scoredSideSchema,
  knee: scoredSideSchema,
});
export type FinalPosture = z.output<typeof finalPostureSchema>;

export const correctionPreviewSchema = finalScoreSchema
  .pick({
    score: true,
    risk_level: true,
    heat_level: true,
    action_level: true,
    rule: true,
    representative_time: true,
    measured: true,
    overridden: true,
    measured_score: true,
    corrected_frames: true,
    worse_held: true,
  })
  .extend({
    /** the final score's 80% range after the correction (a corrected angle is no longer uncertain) */
    score_range: finalScoreSchema.shape.range,
    /** each body part (or workstation item) in the final posture, in its heat colour */
    body_parts: z.array(
      bodyPartSummarySchema.pick({ body_part: true, score: true, level: true, hex: true }),
    ),
    /**
     * set when saving changes which posture is the final one: another frame, or the other arm or
     * knee scored in the same frame; `from` is the final posture as stored now
     */
    moves: z.object({ from: finalPostureSchema, to: finalPostureSchema }).nullable(),
  });
export type CorrectionPreview = z.output<typeof correctionPreviewSchema>;

/** The fields of a scored final posture a preview shows (stored results and served scores have them). */
type PreviewedScore = Pick<
  AssessmentResults['score'],
  | 'score'
  | 'risk_level'
  | 'heat_level'
  | 'action_level'
  | 'rule'
  | 'representative_time'
  | 'measured'
  | 'overridden'
  | 'measured_score'
  | 'corrected_frames'
  | 'worse_held'
>;
type PreviewedPart = Pick<
  AssessmentResults['body_parts'][number],
  'body_part' | 'score' | 'level' | 'hex'
>;

/**
 * The one mapping of a recomputed score to the preview document: the API answers it, and the web
 * tests build their fake server's answer with it from a served score.
 */
export function correctionPreviewOf(
  score: PreviewedScore,
  scoreRange: CorrectionPreview['score_range'],
  bodyParts: readonly PreviewedPart[],
  moves: CorrectionPreview['moves'],
): CorrectionPreview {
  return {
    score: score.score,
    risk_level: score.risk_level,
    heat_level: score.heat_level,
    action_level: score.action_level,
    rule: score.rule,
    representative_time: score.representative_time,
    measured: score.measured,
    overridden: score.overridden,
    measured_score: score.measured_score,
    corrected_frames: score.corrected_frames,
    worse_held: score.worse_held,
    score_range: scoreRange,
    body_parts: bodyParts.map(({ body_part, score: part, level, hex }) => ({
      body_part,
      score: part,
      level,
      hex,
    })),
    moves,
  };
}

type Measured = AssessmentResults['score']['measured'];

/** The side(s) a posture's `motion` was measured on, as the method scored it. */
function sideOf(measured: Measured, motion: string): ScoredSide {
  const sides = new Set(
    Object.values(measured).flatMap((source) =>
      source.key === motion && source.side ? [source.side] : [],
    ),
  );
  if (sides.size > 1) return 'both';
  const [side] = sides;
  return side ?? null;
}

/** The final posture of a scored timeline: its frame's time, its score, the limbs' sides. */
export function finalPostureOf(
  score: Pick<
    AssessmentResults['score'],
    'representative_time' | 'score' | 'risk_level' | 'measured'
  >,
): FinalPosture {
  return {
    time: score.representative_time,
    score: score.score,
    risk_level: score.risk_level,
    // an arm is scored by its upper arm, a leg by its knee: the other parts follow the same side
    arm: sideOf(score.measured, 'upper_arm_flexion'),
    knee: sideOf(score.measured, 'knee_flexion'),
  };
}

/** The sampled frame times are written with 3 decimals at most (frameKey); closer is the same. */
const SAME_TIME = 5e-4;

/** Whether two final postures are the same frame of the video. */
export const sameFrame = (a: FinalPosture, b: FinalPosture) =>
  Math.abs(a.time - b.time) <= SAME_TIME;

/** Whether two final postures are another frame, or the same frame scored on another side. */
export function postureMoves(from: FinalPosture, to: FinalPosture): boolean {
  return !sameFrame(from, to) || from.arm !== to.arm || from.knee !== to.knee;
}
