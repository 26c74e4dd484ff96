import { CHECKLIST_ANSWERS, CHECKLIST_CATEGORIES, QEC_ACTIONS } from '@ergo/ergonomics';
import { z } from 'zod';
import { assessmentSchema } from '../assessments';
import { heatLevelSchema, riskLevelSchema } from '../methods/common-detail';
import { explainedStepSchema } from '../results/served';
import { QEC_GENDERS } from './qec-inputs';

/** A public link to a form: the address to give out and until when it works. */
export const publicLinkSchema = z.object({
  url: z.string(),
  token_expires_at: z.string(),
});
export type PublicLink = z.infer<typeof publicLinkSchema>;

/** One option of a question as the public page shows it (in the caller's language). */
const optionSchema = z.object({ code: z.string(), label: z.string() });

/** A question of the worker survey: its code, letter on the QEC form, text and options. */
export const qecQuestionSchema = z.object({
  name: z.string(),
  letter: z.string(),
  label: z.string(),
  options: z.array(optionSchema),
  /** the details box this question opens, when it opens one */
  details: z
    .object({ name: z.string(), letter: z.string(), label: z.string(), when: z.array(z.string()) })
    .nullable(),
});

/** GET /operation/qec/worker/{qec_id}/{token}/: the activation parameters of the survey page. */
export const qecActivationSchema = z.object({
  title: z.string(),
  organization_name: z.string(),
  /** the language the ergonomist works in (the page itself follows the worker's choice) */
  language: z.enum(['en', 'tr']),
  token_expires_at: z.string(),
  questions: z.array(qecQuestionSchema),
});
export type QecActivation = z.infer<typeof qecActivationSchema>;

export const qecExposureSchema = z.object({
  score: z.number(),
  level: heatLevelSchema,
  /** the pair-table cells summed into the score, e.g. { A_H: 6 } */
  pairs: z.record(z.string(), z.number()),
});
export const QEC_EXPOSURES = [
  'back',
  'shoulder_arm',
  'wrist_hand',
  'neck',
  'driving',
  'vibration',
  'work_pace',
  'stress',
] as const;

/** GET /operation/qec/{id}/result/[?worker=]: the exposure scores (SPEC §9 bands), E and the action. */
export const qecResultSchema = z.object({
  exposures: z.object(
    Object.fromEntries(QEC_EXPOSURES.map((part) => [part, qecExposureSchema])) as Record<
      (typeof QEC_EXPOSURES)[number],
      typeof qecExposureSchema
    >,
  ),
  exposure_percent: z.number(),
  total: z.number(),
  total_max: z.number(),
  back_task: z.enum(['STATIC', 'MOVING']),
  action: z.enum(QEC_ACTIONS),
  action_label: z.string(),
  risk_level: riskLevelSchema,
  heat_level: heatLevelSchema,
  workers_count: z.number().int(),
  /** the submission scored, or null for all workers combined */
  worker: z.string().nullable(),
  /** the answers scored: the observer's items and the worker answers (combined: per question the median answer, ties to the worse) */
  answers: z.record(z.string(), z.string()),
  explanation: z.array(explainedStepSchema),
});
export type QecResultDocument = z.infer<typeof qecResultSchema>;

/** One worker's submission as the ergonomist sees it. */
export const qecSubmissionSchema = z.object({
  id: z.string(),
  submitted_at: z.string(),
  job_title: z.string(),
  gender: z.enum(QEC_GENDERS),
  age: z.number(),
  working_years: z.number(),
  answers: z.record(z.string(), z.string()),
  visual_demand_details: z.string().nullable(),
  work_pace_details: z.string().nullable(),
  stress_details: z.string().nullable(),
});
export type QecSubmission = z.infer<typeof qecSubmissionSchema>;

/** GET /operation/qec/{id}/summary/: counts, the distribution of each answer, every submission. */
export const qecSummarySchema = z.object({
  workers_count: z.number().int(),
  /** per question, how many workers gave each answer (every code listed, zeros included) */
  distribution: z.record(z.string(), z.record(z.string(), z.number().int())),
  submissions: z.array(qecSubmissionSchema),
});
export type QecSummary = z.infer<typeof qecSummarySchema>;

/** GET /operation/qec/{id}/detail/: the assessment with the state of its two parts and its link. */
export const qecDetailSchema = assessmentSchema.extend({
  observer_qec_created: z.boolean(),
  worker_qec_created: z.boolean(),
  workers_count: z.number().int(),
  /** the workers' link while it works (null: none made yet, expired or revoked) */
  url: z.string().nullable(),
  token_expires_at: z.string().nullable(),
  /** the observer items the pose analysis measured, with the share of frames behind each */
  measured: z.record(z.string(), z.object({ value: z.string(), share: z.number() })),
  /** observer items still to fill for the result */
  observer_missing: z.array(z.string()),
});
export type QecDetail = z.infer<typeof qecDetailSchema>;

/** A checklist question, in the caller's language. */
export const checklistQuestionSchema = z.object({
  id: z.string(),
  category: z.enum(Object.keys(CHECKLIST_CATEGORIES) as [string, ...string[]]),
  text: z.string(),
  critical: z.boolean(),
});
/** GET /operation/checklist/questions/: the questions grouped by category. */
export const checklistQuestionGroupSchema = z.object({
  category: z.string(),
  label: z.string(),
  questions: z.array(checklistQuestionSchema),
});
export const checklistQuestionsSchema = z.array(checklistQuestionGroupSchema);
export type ChecklistQuestionGroup = z.infer<typeof checklistQuestionGroupSchema>;

/** GET /operation/checklist/{uid}/{token}/: what the response page shows. */
export const checklistActivationSchema = z.object({
  title: z.string(),
  organization_name: z.string(),
  deadline: z.string(),
  questions: checklistQuestionsSchema,
});
export type ChecklistActivation = z.infer<typeof checklistActivationSchema>;

export const checklistAnswerSchema = z.enum(CHECKLIST_ANSWERS);

/** One answered question of a response, with its text and category (the detail screen's rows). */
export const checklistAnsweredSchema = checklistQuestionSchema.extend({
  answer: checklistAnswerSchema,
  comment: z.string(),
});

export const checklistScoreSchema = z.object({
  score: z.number(),
  compliance_percent: z.number(),
  risk_level: riskLevelSchema,
  heat_level: heatLevelSchema,
  applicable: z.number().int(),
  compliant: z.number().int(),
  critical_non_compliant: z.array(z.string()),
  non_compliant: z.array(z.string()),
  by_category: z.record(
    z.string(),
    z.object({ compliant: z.number().int(), applicable: z.number().int() }),
  ),
  explanation: z.array(explainedStepSchema),
});

/** GET /operation/checklist/{id}/detail/: the assessment, its link, and the latest response scored. */
export const checklistDetailSchema = assessmentSchema.extend({
  deadline: z.string(),
  /** the response link while the deadline has not passed (null after it) */
  url: z.string().nullable(),
  token_expires_at: z.string().nullable(),
  responses_count: z.number().int(),
  submitted_at: z.string().nullable(),
  /** the latest response, critical items answered No first, then by category */
  responses: z.array(checklistAnsweredSchema),
  result: checklistScoreSchema.nullable(),
});
export type ChecklistDetail = z.infer<typeof checklistDetailSchema>;
