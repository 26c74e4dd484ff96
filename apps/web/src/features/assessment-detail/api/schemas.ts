import { z } from 'zod';

/**
 * Result documents of GET /operation/{type}/{id}/… (built by @ergo/ergonomics' timeline summary).
 * Parsed leniently: unknown extra fields pass through, so a newer server does not break the screen.
 */
const colourBand = z.enum(['green', 'amber', 'red']);

export const explanationStepSchema = z.object({
  id: z.string(),
  text: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  table: z.string().optional(),
  row: z.union([z.string(), z.number()]).nullable().optional(),
  column: z.union([z.string(), z.number()]).nullable().optional(),
});
export type ExplanationStep = z.infer<typeof explanationStepSchema>;

export const measuredSourceSchema = z.object({
  key: z.string(),
  side: z.enum(['left', 'right']).optional(),
  value: z.number(),
  confidence: z.number(),
  from2d: z.boolean().optional(),
});
export type MeasuredSource = z.infer<typeof measuredSourceSchema>;

export const scoreResultSchema = z.looseObject({
  method: z.string(),
  score: z.number().nullable(),
  risk_level: z.string(),
  heat_level: z.string(),
  action_level: z.number().nullable(),
  rule: z.enum(['sustained', 'longest', 'peak']),
  hold_seconds: z.number(),
  sustained_seconds: z.number(),
  representative_time: z.number(),
  peak: z.object({ score: z.number().nullable(), time: z.number() }),
  time_weighted: z.looseObject({
    mean: z.number().nullable(),
    shares: z.array(z.object({ score: z.number(), share: z.number() })),
  }),
  explanation: z.array(explanationStepSchema),
  measured: z.record(z.string(), measuredSourceSchema),
  assumed: z.array(z.string()),
  detail: z.record(z.string(), z.unknown()),
  frames: z.object({
    total: z.number(),
    scored: z.number(),
    unscorable: z.number(),
    unscorable_reasons: z.record(z.string(), z.number()),
  }),
  /** corrected angles of the representative posture, with the measured value each replaced */
  overridden: z
    .array(z.object({ key: z.string(), measured: z.number().nullable(), corrected: z.number() }))
    .optional(),
  /** the score of the measured (uncorrected) posture, when angles were corrected */
  measured_score: z.number().nullable().optional(),
  camera_view: z
    .looseObject({
      view: z.string().nullable().optional(),
      yawDegrees: z.number().nullable().optional(),
      spread: z.number().nullable().optional(),
      warnFrontBack: z.boolean().optional(),
    })
    .nullable()
    .optional(),
});
export type ScoreResult = z.infer<typeof scoreResultSchema>;

export const bodyPartsSchema = z.object({
  method: z.string(),
  body_parts: z.array(
    z.object({
      body_part: z.string(),
      score: z.number(),
      peak: z.number(),
      mean: z.number(),
      level: z.string(),
      colour: z.string(),
      hex: z.string(),
    }),
  ),
});
export type BodyPartsResult = z.infer<typeof bodyPartsSchema>;
export type BodyPartRow = BodyPartsResult['body_parts'][number];

export const heatMapSchema = z.object({
  method: z.string(),
  parts: z.array(
    z.object({
      body_part: z.string(),
      score: z.number(),
      level: z.string(),
      colour: z.string(),
      hex: z.string(),
    }),
  ),
  legend: z.array(z.object({ level: z.string(), colour: z.string(), hex: z.string() })),
});
export type HeatMapResult = z.infer<typeof heatMapSchema>;

export const kinematicsSchema = z.object({
  method: z.string(),
  sampled_fps: z.number(),
  joints: z.array(
    z.object({
      motion: z.string(),
      side: z.enum(['left', 'right']).nullable(),
      measured_seconds: z.number(),
      seconds: z.record(colourBand, z.number()),
      shares: z.record(colourBand, z.number()),
    }),
  ),
});
export type KinematicsResult = z.infer<typeof kinematicsSchema>;
export type KinematicsJoint = KinematicsResult['joints'][number];

export const lineGraphSchema = z.object({
  body_part: z.string(),
  motion: z.string(),
  time: z.array(z.number()),
  angles: z.record(z.string(), z.array(z.number().nullable())),
  score: z.array(z.number().nullable()),
  bands: z.array(z.object({ from: z.number(), to: z.number(), colour: colourBand })),
});
export type LineGraphResult = z.infer<typeof lineGraphSchema>;

export const breakpointsSchema = z.object({
  method: z.string(),
  breakpoints: z.array(
    z.looseObject({
      time: z.number(),
      index: z.number(),
      from: z.string().nullable(),
      to: z.string(),
      score: z.number().nullable(),
      thumbnail: z.string().nullable(),
    }),
  ),
});
export type Breakpoint = z.infer<typeof breakpointsSchema>['breakpoints'][number];

/** Triples [x, y, score] from either a flat list (x, y, score, x, y, score, …) or nested triples. */
const keypointsSchema = z
  .union([z.array(z.number()), z.array(z.array(z.number()))])
  .transform((list) => {
    if (list.length === 0 || Array.isArray(list[0])) return list as number[][];
    const flat = list as number[];
    const out: number[][] = [];
    for (let i = 0; i + 2 < flat.length; i += 3)
      out.push([flat[i] ?? 0, flat[i + 1] ?? 0, flat[i + 2] ?? 0]);
    return out;
  });

/** BlazePose 33 keypoints per frame in video pixels (GET …/pose/); null when nobody was found. */
export const poseSchema = z.looseObject({
  fps: z.number(),
  width: z.number(),
  height: z.number(),
  frames: z.array(z.object({ time: z.number(), keypoints: keypointsSchema.nullable() })),
});
export type PoseResult = z.infer<typeof poseSchema>;

export const overrideEntrySchema = z.looseObject({
  field: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  user_name: z.string().nullable().optional(),
  at: z.string(),
});
export type OverrideEntry = z.infer<typeof overrideEntrySchema>;
