import { ANGLE_COLOURS, AXIAL_ANGLE_KEYS, HEAT_LEVELS, SIDED_ANGLE_KEYS } from '@ergo/ergonomics';
import { z } from 'zod';
import { heatLevelSchema } from '../methods/common-detail';
import { coverageSchema } from './coverage';
import {
  bodyPartSummarySchema,
  breakpointSchema,
  cameraViewSchema,
  finalScoreSchema,
  kinematicsEntrySchema,
  scoreRangeSchema,
  timelineResultsSchema,
  videoPeopleSchema,
} from './stored';

/*
 * The documents the result routes serve (GET /operation/{type}/{id}/…). Each is made from the
 * stored results by the API's presenters; these schemas are the routes' response schemas (the
 * OpenAPI document shows them) and the web app's types.
 */

/** One step of the explanation, written out in the caller's language. */
export const explainedStepSchema = z.object({
  id: z.string(),
  text: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  /** the body part or workstation item this step scores, when it scores one of the method's parts */
  part: z.string().nullable(),
  table: z.string().optional(),
  row: z.union([z.string(), z.number()]).nullable().optional(),
  column: z.union([z.string(), z.number()]).nullable().optional(),
});
export type ExplainedStep = z.output<typeof explainedStepSchema>;

/** GET …/score/: the final score, how it was chosen and reached, and the frames behind it. */
export const scoreDocumentSchema = finalScoreSchema.omit({ range: true }).extend({
  method: z.string(),
  explanation: z.array(explainedStepSchema),
  frames: timelineResultsSchema.shape.frames,
  camera_view: cameraViewSchema.nullable(),
  /** the share of frames with the worker seated, among those that could tell (null: none could) */
  seated_share: z.number().nullable(),
  /**
   * true when the method assesses a seated worker (ROSA) and the video mostly shows the worker
   * not seated: the results say the video does not show a seated worker
   */
  warn_not_seated: z.boolean(),
  /** the people in the video and the one analysed (null: not looked for, e.g. older results) */
  people: videoPeopleSchema.nullable(),
  /** the analysed video's size: the people's boxes are in its pixels */
  video_size: z.object({ width: z.number(), height: z.number() }).nullable(),
  /** how much of the video was measured, and whether the score stands as a finding */
  coverage: coverageSchema,
  /**
   * the 80% range of the final score given how sure the measurement is: the expert's score lies in
   * it about four times in five (README, "How sure a score is"); null for results analysed before
   * ranges were given, and for a lift with no safe weight
   */
  score_range: scoreRangeSchema.nullable(),
});
export type ScoreDocument = z.output<typeof scoreDocumentSchema>;

/** GET …/body-part/ */
export const bodyPartDocumentSchema = z.object({
  method: z.string(),
  body_parts: z.array(bodyPartSummarySchema),
});
export type BodyPartDocument = z.output<typeof bodyPartDocumentSchema>;

const heatColour = z.object({ colour: z.string(), hex: z.string() });

/** GET …/heat-map/: each part's heat level and colour, and the legend (SPEC §4 colours). */
export const heatMapDocumentSchema = z.object({
  method: z.string(),
  parts: z.array(
    heatColour.extend({ body_part: z.string(), score: z.number(), level: heatLevelSchema }),
  ),
  legend: z.array(heatColour.extend({ level: z.enum(HEAT_LEVELS) })),
});
export type HeatMapDocument = z.output<typeof heatMapDocumentSchema>;

/** GET …/kinematics/: the share of time each joint motion spent in each angle colour band. */
export const kinematicsDocumentSchema = z.object({
  method: z.string(),
  sampled_fps: z.number(),
  joints: z.array(kinematicsEntrySchema),
});
export type KinematicsDocument = z.output<typeof kinematicsDocumentSchema>;

/** GET …/avg/ */
export const averagesDocumentSchema = timelineResultsSchema.shape.avg.extend({
  method: z.string(),
});
export type AveragesDocument = z.output<typeof averagesDocumentSchema>;

/** GET …/line-graph/?body_part=: one part's angle(s) and score over time, with the colour bands. */
export const lineGraphDocumentSchema = z.object({
  body_part: z.string(),
  motion: z.enum([...AXIAL_ANGLE_KEYS, ...SIDED_ANGLE_KEYS]),
  time: z.array(z.number()),
  /** one series per side for sided motions ('left', 'right'), else 'angle' */
  angles: z.record(z.string(), z.array(z.number().nullable())),
  score: z.array(z.number().nullable()),
  bands: z.array(z.object({ from: z.number(), to: z.number(), colour: z.enum(ANGLE_COLOURS) })),
});
export type LineGraphDocument = z.output<typeof lineGraphDocumentSchema>;

/** GET …/breakpoints/: where the risk band changes, with a thumbnail link when one was made. */
export const breakpointsDocumentSchema = z.object({
  method: z.string(),
  breakpoints: z.array(
    breakpointSchema.extend({
      from_level: z.string().nullable(),
      to_level: z.string(),
      thumbnail: z.string().nullable(),
    }),
  ),
});
export type BreakpointsDocument = z.output<typeof breakpointsDocumentSchema>;
export type ServedBreakpoint = BreakpointsDocument['breakpoints'][number];

/** GET …/pose/: BlazePose's 33 keypoints per analysed frame, flat [x, y, score, …], video pixels. */
export const poseDocumentSchema = z.object({
  fps: z.number(),
  width: z.number(),
  height: z.number(),
  model: z.string(),
  frames: z.array(z.object({ time: z.number(), keypoints: z.array(z.number()).nullable() })),
});
export type PoseDocument = z.output<typeof poseDocumentSchema>;
