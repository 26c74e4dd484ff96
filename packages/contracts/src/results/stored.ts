import { AXIAL_ANGLE_KEYS, SIDED_ANGLE_KEYS } from '@ergo/ergonomics';
import { z } from 'zod';
import { heatLevelSchema, riskLevelSchema, sideSchema } from '../methods/common-detail';

/**
 * The analysis of one assessment as it is stored (assessment_results.results) and read back: what
 * @ergo/ergonomics' timeline summary produces, plus the facts of the analysed video. `version`
 * says which shape a document has; a reader parses it (parseStoredResults), never casts it.
 */
export const STORED_RESULTS_VERSION = 2;

const motionSchema = z.enum([...AXIAL_ANGLE_KEYS, ...SIDED_ANGLE_KEYS]);
const colourShares = z.object({ green: z.number(), amber: z.number(), red: z.number() });

/** One measured value of the representative posture that a box was read from. */
export const measuredSourceSchema = z.object({
  key: z.string(),
  side: sideSchema.optional(),
  value: z.number(),
  confidence: z.number(),
  /** read in the picture (2D) rather than from the model's 3D landmarks */
  from2d: z.boolean().optional(),
  /** read from the segment's length in the picture against body proportions */
  fromProportions: z.boolean().optional(),
  /** measured with low confidence (a joint the model was unsure of, or below the minimum) */
  lowConfidence: z.boolean().optional(),
  /** out of the picture in this frame: the value of the nearest frame where it was seen */
  filled: z.boolean().optional(),
});

/** One explained step of a score, language-neutral (message key and parameters). */
export const scoreStepSchema = z.object({
  id: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  value: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  table: z.string().optional(),
  row: z.union([z.string(), z.number()]).optional(),
  column: z.union([z.string(), z.number()]).optional(),
});

/**
 * A reading of the final posture whose doubt moves the final score most (packages/ergonomics
 * uncertainty/confirm.ts), with the method's boxes to choose from: confirmed, it becomes a correction.
 */
export const readingToConfirmSchema = z.object({
  key: z.string(),
  motion: motionSchema,
  side: sideSchema.nullable(),
  part: z.string(),
  measured: z.number(),
  from2d: z.boolean(),
  fromProportions: z.boolean().optional(),
  lowConfidence: z.boolean(),
  influence: z.object({ low: z.number(), high: z.number() }),
  boxes: z.array(
    z.object({ from: z.number().nullable(), to: z.number().nullable(), part_score: z.number() }),
  ),
});

/** An angle of the final posture the ergonomist corrected, with the value the camera measured. */
export const overriddenAngleSchema = z.object({
  key: z.string(),
  measured: z.number().nullable(),
  corrected: z.number(),
});

/** The 80% range of a score given how sure the measurement is (packages/ergonomics uncertainty). */
export const scoreRangeSchema = z.object({ low: z.number(), high: z.number() });

export const bodyPartSummarySchema = z.object({
  body_part: z.string(),
  /** score in the representative (final) posture */
  score: z.number(),
  peak: z.number(),
  mean: z.number(),
  level: heatLevelSchema,
  colour: z.string(),
  hex: z.string(),
  /** the 80% range of `score`; null in results analysed before ranges were given (version 1) */
  range: scoreRangeSchema.nullable(),
});

export const kinematicsEntrySchema = z.object({
  motion: motionSchema,
  side: sideSchema.nullable(),
  measured_seconds: z.number(),
  seconds: colourShares,
  shares: colourShares,
});

export const breakpointSchema = z.object({
  time: z.number(),
  index: z.number(),
  from: z.string().nullable(),
  to: z.string(),
  score: z.number().nullable(),
});

const series = z.array(z.number().nullable());

/** The final score and how it was reached (the part of the document GET …/score/ serves). */
export const finalScoreSchema = z.object({
  score: z.number().nullable(),
  risk_level: riskLevelSchema,
  heat_level: heatLevelSchema,
  action_level: z.number().nullable(),
  rule: z.enum(['sustained', 'longest', 'peak']),
  hold_seconds: z.number(),
  sustained_seconds: z.number(),
  representative_time: z.number(),
  peak: z.object({ score: z.number().nullable(), time: z.number() }),
  time_weighted: z.object({
    mean: z.number(),
    shares: z.array(z.object({ score: z.number(), share: z.number() })),
  }),
  explanation: z.array(scoreStepSchema),
  measured: z.record(z.string(), measuredSourceSchema),
  assumed: z.array(z.string()),
  /** the method's own result in the final posture (its descriptor's `detail` schema reads it) */
  detail: z.record(z.string(), z.unknown()),
  /**
   * the 80% range of the final score given how sure the measurement is, at the final posture (null:
   * a lift with no safe weight, or results analysed before ranges were given: version 1)
   */
  range: scoreRangeSchema.nullable(),
  /** the readings to confirm by eye, most influential first (none in results of version 1) */
  to_confirm: z.array(readingToConfirmSchema),
  /** set once angles of the final posture were corrected */
  overridden: z.array(overriddenAngleSchema).optional(),
  /** the score of the posture as measured, when angles were corrected */
  measured_score: z.number().nullable().optional(),
  /**
   * when angles were corrected: the frames they apply to, the final posture as held, first and last
   * frame (s); absent in results corrected before the corrections reached every frame of the posture
   */
  corrected_frames: z.object({ start: z.number(), end: z.number() }).optional(),
  /**
   * after a correction, a posture held elsewhere that the final-score rule rates worse than the
   * corrected final posture (its score null for a lift with no safe weight); absent when none is
   */
  worse_held: z
    .object({ score: z.number().nullable(), time: z.number(), seconds: z.number() })
    .optional(),
});

/** What the timeline summary of @ergo/ergonomics produces (checked against it at compile time). */
export const timelineResultsSchema = z.object({
  version: z.literal(STORED_RESULTS_VERSION),
  method: z.string(),
  sampled_fps: z.number(),
  frames: z.object({
    total: z.number(),
    scored: z.number(),
    unscorable: z.number(),
    unscorable_reasons: z.record(z.string(), z.number()),
  }),
  score: finalScoreSchema,
  body_parts: z.array(bodyPartSummarySchema),
  kinematics: z.array(kinematicsEntrySchema),
  avg: z.object({
    angles: z.record(z.string(), z.number()),
    body_parts: z.record(z.string(), z.number()),
    score: z.number(),
  }),
  series: z.object({
    time: z.array(z.number()),
    score: series,
    risk: z.array(riskLevelSchema.nullable()),
    body_parts: z.record(z.string(), series),
    angles: z.record(z.string(), series),
  }),
  breakpoints: z.array(breakpointSchema),
});

/** How the camera saw the worker (packages/pose camera-view), served with the score. */
export const cameraViewSchema = z.object({
  view: z.enum(['front', 'back', 'side', 'oblique', 'unknown']),
  yawDegrees: z.number().nullable(),
  spread: z.number().nullable(),
  warnFrontBack: z.boolean(),
});

/**
 * The people in the video and the one analysed (packages/pose follows every person and scores
 * one). Boxes are [x0, y0, x1, y1] in source-video pixels; gaps are the stretches left unscored
 * because they are not the worker's: 'absent' (not in view), 'overlapped' (someone too close to
 * tell apart), 'not_found' (in view, but the pose model could not hold on to them).
 */
export const videoPeopleSchema = z.object({
  sampled_fps: z.number(),
  tracks: z.array(
    z.object({
      id: z.number().int(),
      samples: z.array(
        z.object({ time: z.number(), box: z.array(z.number()).length(4), score: z.number() }),
      ),
    }),
  ),
  worker: z.number().int().nullable(),
  chosen_by: z.enum(['default', 'user']),
  gaps: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      reason: z.enum(['absent', 'overlapped', 'not_found']),
    }),
  ),
});
export type VideoPeople = z.output<typeof videoPeopleSchema>;

/** Facts of the analysed video, kept with its results (provenance; the recompute carries them over). */
export const analysedVideoSchema = z.object({
  duration_seconds: z.number(),
  width: z.number(),
  height: z.number(),
  sampled_fps: z.number(),
  model: z.string(),
  person_found_ratio: z.number(),
  /**
   * whether decoding skipped non-reference frames (samples then up to one frame early); absent in
   * results analysed before it was recorded
   */
  non_reference_frames_skipped: z.boolean().optional(),
  camera_view: cameraViewSchema,
  /**
   * the share of the frames, among those that could tell, in which the worker was seated
   * (packages/ergonomics seatedShare); null when none could tell; absent in results analysed
   * before it was recorded
   */
  seated_share: z.number().nullable().optional(),
  /** every person seen and the one analysed; null or absent when people were not looked for */
  people: videoPeopleSchema.nullable().optional(),
  /** where the analysis spent its time (diagnostics; names as packages/pose reports them) */
  timings: z.record(z.string(), z.number()),
});

/** An assessment's scored timeline (the final score, parts, kinematics, series, breakpoints). */
export type AssessmentResults = z.output<typeof timelineResultsSchema>;

export const storedResultsSchema = timelineResultsSchema.extend({ video: analysedVideoSchema });
export type StoredResults = z.output<typeof storedResultsSchema>;
export type AnalysedVideo = z.output<typeof analysedVideoSchema>;

/** Why a stored document cannot be served: made by a newer version, or not of any known shape. */
export class StoredResultsUnreadable extends Error {
  constructor(
    readonly reason: 'newer_version' | 'malformed',
    detail: string,
  ) {
    super(`stored results unreadable (${reason}): ${detail}`);
    this.name = 'StoredResultsUnreadable';
  }
}

/** A version 1 document's parts, as far as its upgrade needs to read them. */
const version1Shape = z
  .object({
    score: z.object({}).passthrough(),
    body_parts: z.array(z.object({}).passthrough()),
  })
  .passthrough();

/**
 * Upgrades from each older version to the next, applied in order before parsing; each has a test
 * with a stored document of the old shape.
 * 1 → 2: scores gained their 80% range. An older analysis did not measure it: null, "not known",
 * never a range made up afterwards (a correction recomputes the results and gives one).
 */
const UPGRADES: Readonly<Record<number, (document: object) => object>> = {
  1: (document) => {
    const old = version1Shape.safeParse(document);
    if (!old.success) return document;
    return {
      ...old.data,
      version: 2,
      score: { ...old.data.score, range: null, to_confirm: [] },
      body_parts: old.data.body_parts.map((part) => ({ ...part, range: null })),
    };
  },
};

/** A stored document as the current shape, upgraded when older; StoredResultsUnreadable otherwise. */
export function parseStoredResults(document: unknown): StoredResults {
  if (document === null || typeof document !== 'object' || Array.isArray(document))
    throw new StoredResultsUnreadable('malformed', 'not an object');
  let current: object = document;
  let version = 'version' in document ? Number(document.version) : Number.NaN;
  if (!Number.isInteger(version)) throw new StoredResultsUnreadable('malformed', 'no version');
  if (version > STORED_RESULTS_VERSION)
    throw new StoredResultsUnreadable('newer_version', `version ${version}`);
  while (version < STORED_RESULTS_VERSION) {
    const upgrade = UPGRADES[version];
    if (!upgrade)
      throw new StoredResultsUnreadable('malformed', `no upgrade from version ${version}`);
    current = upgrade(current);
    version += 1;
  }
  const parsed = storedResultsSchema.safeParse(current);
  if (!parsed.success)
    throw new StoredResultsUnreadable('malformed', parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data;
}
