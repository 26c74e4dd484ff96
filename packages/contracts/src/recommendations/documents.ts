import { z } from 'zod';
import { riskLevelSchema, heatLevelSchema, sideSchema } from '../methods/common-detail';
import { CONTROL_TYPES } from './catalogue/types';
import { isFactorKey } from './catalogue/factor-keys';

/**
 * Recommendations, their suggestions, notes and the improvement board (API-CONTRACT
 * "Recommendations, suggestions, notes"): what the API accepts and serves, one schema each.
 */

/** SPEC §4: the board's three columns. */
export const RECOMMENDATION_STATUSES = ['TODO', 'IN_PROGRESS', 'COMPLETED'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

/** Priority from the band: very high → immediate, high → soon, moderate → planned. */
export const RECOMMENDATION_PRIORITIES = ['IMMEDIATE', 'SOON', 'PLANNED'] as const;
export type RecommendationPriority = (typeof RECOMMENDATION_PRIORITIES)[number];

export const TITLE_MAX = 200;
export const TEXT_MAX = 2000;
export const ACTION_POINTS_MAX = 20;
export const SUGGESTIONS_MAX = 30;
export const NOTE_MAX = 5000;

export const controlTypeSchema = z.enum(CONTROL_TYPES, {
  error: 'recommendations.control_type_invalid',
});
export const recommendationStatusSchema = z.enum(RECOMMENDATION_STATUSES, {
  error: 'recommendations.status_invalid',
});
export const recommendationPrioritySchema = z.enum(RECOMMENDATION_PRIORITIES, {
  error: 'recommendations.priority_invalid',
});

const text = (max: number, error: string) =>
  z.string({ error }).trim().max(max, { error: 'recommendations.text_too_long' });
const requiredText = (max: number, error: string) => text(max, error).min(1, { error });

const factorKeySchema = z
  .string({ error: 'recommendations.factor_unknown' })
  .refine(isFactorKey, { error: 'recommendations.factor_unknown' });

/** A calendar day, YYYY-MM-DD (a due date has no time of day). */
const dueDateSchema = z
  .string({ error: 'recommendations.due_date_invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'recommendations.due_date_invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: 'recommendations.due_date_invalid',
  });

export const suggestionSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  control_type: controlTypeSchema,
  /** the catalogue option it came from; null when written by hand */
  catalogue_key: z.string().nullable(),
  /**
   * true when the text was written or edited by hand, so it is served as typed; false when it is
   * the catalogue option's own text, served in the reader's language
   */
  typed: z.boolean(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** POST …/suggestions/ and the suggestions of a new recommendation. */
export const suggestionInputSchema = z.object({
  text: requiredText(TEXT_MAX, 'recommendations.suggestion_required'),
  control_type: controlTypeSchema,
  catalogue_key: z.string().max(100).nullish(),
});
export const suggestionUpdateSchema = suggestionInputSchema
  .omit({ catalogue_key: true })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'recommendations.nothing_to_update' });

/** A status change on the board: who, when, from, to. */
export const recommendationMoveSchema = z.object({
  from: recommendationStatusSchema,
  to: recommendationStatusSchema,
  by: z.object({ id: z.uuid().nullable(), name: z.string() }),
  at: z.iso.datetime({ offset: true }),
});

/** One assessment as the before or after of a measured change. */
const comparedAssessmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  status: z.string(),
  score: z.number().nullable(),
  risk_level: z.string().nullable(),
});

const partScoreSchema = z.object({ score: z.number(), level: heatLevelSchema }).nullable();
const bandSharesSchema = z
  .object({ green: z.number(), amber: z.number(), red: z.number() })
  .nullable();

/**
 * Before and after a recommendation, measured: the original assessment against its follow-up. The
 * change is after minus before; `improved` reads it in the method's direction (a checklist's
 * compliance rises when it improves, every other score falls).
 */
export const beforeAfterSchema = z.object({
  before: comparedAssessmentSchema,
  after: comparedAssessmentSchema,
  /** false while the follow-up has no score yet (analysis running, survey open) */
  ready: z.boolean(),
  change: z.object({
    points: z.number().nullable(),
    /** relative to the score before, in % of it; null when the before score is 0 or missing */
    percent: z.number().nullable(),
    /** the risk reduction in % (positive when the risk went down), in the method's direction */
    reduction_percent: z.number().nullable(),
    improved: z.boolean().nullable(),
  }),
  body_parts: z.array(
    z.object({ body_part: z.string(), before: partScoreSchema, after: partScoreSchema }),
  ),
  kinematics: z.array(
    z.object({
      motion: z.string(),
      side: sideSchema.nullable(),
      before: bandSharesSchema,
      after: bandSharesSchema,
    }),
  ),
});
export type BeforeAfter = z.infer<typeof beforeAfterSchema>;

/**
 * Which texts of a recommendation are served as the user typed them (written or edited by hand)
 * rather than from the catalogue in the reader's language: one flag per text, one per action point.
 */
export const typedTextsSchema = z.object({
  title: z.boolean(),
  risk_factor: z.boolean(),
  measured: z.boolean(),
  timeframe: z.boolean(),
  action_points: z.array(z.boolean()),
});
export type TypedTexts = z.infer<typeof typedTextsSchema>;

export const recommendationSchema = z.object({
  id: z.uuid(),
  assessment: z.uuid(),
  task: z.uuid(),
  operation: z.uuid(),
  factor_key: z.string().nullable(),
  title: z.string(),
  risk_factor: z.string(),
  measured: z.string(),
  status: recommendationStatusSchema,
  priority: recommendationPrioritySchema,
  timeframe: z.string(),
  action_points: z.array(z.string()),
  owner: z.string(),
  due_date: z.string().nullable(),
  follow_up_assessment: z.uuid().nullable(),
  recommendation_suggestions: z.array(suggestionSchema),
  /**
   * The texts above are in the reader's language (Accept-Language) where they are the catalogue's;
   * these flags mark the ones served as typed. A catalogue timeframe follows the priority.
   */
  typed: typedTextsSchema,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** what the board's card shows beside the recommendation */
  assessment_info: z.object({
    name: z.string(),
    type: z.string(),
    score: z.number().nullable(),
    risk_level: riskLevelSchema.nullable(),
    /** false: its video was measured too little for the score to stand (no level; see coverage) */
    coverage_sufficient: z.boolean().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  }),
  task_name: z.string(),
  operation_name: z.string(),
  moves: z.array(recommendationMoveSchema),
  before_after: beforeAfterSchema.nullable(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** POST /operation/recommendations/{type}/{id}/: a kept proposal or one written by hand. */
export const recommendationInputSchema = z.object({
  title: requiredText(TITLE_MAX, 'recommendations.title_required'),
  risk_factor: text(TEXT_MAX, 'recommendations.text_invalid').default(''),
  measured: text(TEXT_MAX, 'recommendations.text_invalid').default(''),
  factor_key: factorKeySchema.nullish(),
  status: recommendationStatusSchema.default('TODO'),
  priority: recommendationPrioritySchema,
  timeframe: text(TITLE_MAX, 'recommendations.text_invalid').default(''),
  action_points: z
    .array(requiredText(TEXT_MAX, 'recommendations.action_point_required'), {
      error: 'recommendations.action_points_invalid',
    })
    .max(ACTION_POINTS_MAX, { error: 'recommendations.too_many' })
    .default([]),
  owner: text(TITLE_MAX, 'recommendations.text_invalid').default(''),
  due_date: dueDateSchema.nullish(),
  recommendation_suggestions: z
    .array(suggestionInputSchema, { error: 'recommendations.suggestions_invalid' })
    .max(SUGGESTIONS_MAX, { error: 'recommendations.too_many' })
    .default([]),
});
export type RecommendationInput = z.infer<typeof recommendationInputSchema>;

/** PATCH /operation/recommendations/{id}/update/: any field; a board move sends only `status`. */
export const recommendationUpdateSchema = recommendationInputSchema
  .omit({ recommendation_suggestions: true, factor_key: true })
  .partial()
  .extend({
    // a partial of a defaulted field would fill the default in: these must stay absent unless sent
    status: recommendationStatusSchema.optional(),
    risk_factor: text(TEXT_MAX, 'recommendations.text_invalid').optional(),
    measured: text(TEXT_MAX, 'recommendations.text_invalid').optional(),
    timeframe: text(TITLE_MAX, 'recommendations.text_invalid').optional(),
    owner: text(TITLE_MAX, 'recommendations.text_invalid').optional(),
    action_points: z
      .array(requiredText(TEXT_MAX, 'recommendations.action_point_required'), {
        error: 'recommendations.action_points_invalid',
      })
      .max(ACTION_POINTS_MAX, { error: 'recommendations.too_many' })
      .optional(),
    follow_up_assessment: z.uuid({ error: 'recommendations.follow_up_invalid' }).nullish(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'recommendations.nothing_to_update' });
export type RecommendationUpdate = z.infer<typeof recommendationUpdateSchema>;

/** A catalogue proposal (GET …/recommendations/sample/): not saved until the ergonomist keeps it. */
export const proposedSuggestionSchema = z.object({
  text: z.string(),
  control_type: controlTypeSchema,
  catalogue_key: z.string(),
});
export const proposalSchema = z.object({
  factor_key: z.string(),
  title: z.string(),
  risk_factor: z.string(),
  measured: z.string(),
  priority: recommendationPrioritySchema,
  timeframe: z.string(),
  action_points: z.array(z.string()),
  recommendation_suggestions: z.array(proposedSuggestionSchema),
  /** the published guidance the texts were written from */
  sources: z.array(z.string()),
  /** whether a kept recommendation of this assessment already answers this factor */
  kept: z.boolean(),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** POST /operation/assessment/suggestion/: the catalogue's next option for a recommendation or factor. */
export const nextSuggestionRequestSchema = z
  .object({
    recommendation: z.uuid({ error: 'recommendations.not_found' }).optional(),
    factor_key: factorKeySchema.optional(),
    /** catalogue keys to pass over besides the ones already used (options the user declined) */
    skip: z.array(z.string().max(100)).max(50).default([]),
  })
  .refine((body) => body.recommendation !== undefined || body.factor_key !== undefined, {
    error: 'recommendations.suggestion_target_required',
  });
export const nextSuggestionSchema = z.object({
  /** null when the catalogue has no unused option left for this factor */
  suggestion: proposedSuggestionSchema.nullable(),
});

export const boardQuerySchema = z.object({
  operation: z.uuid({ error: 'recommendations.filter_invalid' }).optional(),
  task: z.uuid({ error: 'recommendations.filter_invalid' }).optional(),
  status: recommendationStatusSchema.optional(),
  priority: recommendationPrioritySchema.optional(),
});
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const noteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  author: z.object({ id: z.uuid().nullable(), name: z.string() }),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  /** whether the caller may change it (only its author may) */
  editable: z.boolean(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteInputSchema = z.object({
  text: z
    .string({ error: 'notes.text_required' })
    .trim()
    .min(1, { error: 'notes.text_required' })
    .max(NOTE_MAX, { error: 'notes.text_too_long' }),
});

export const starterNoteSchema = z.object({ key: z.string(), text: z.string() });
