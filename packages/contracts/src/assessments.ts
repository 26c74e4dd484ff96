import { z } from 'zod';
import { assessmentTypeSchema } from './assessment-types';
import { msg, whenMissing } from './common';

export const ASSESSMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** The fields every assessment has besides its method inputs (multipart text fields). */
export const assessmentCommonSchema = z.object({
  task: z.uuid({ error: 'assessments.task_required' }),
  /** any assessment type; its own inputs are validated by `inputsSchemaOf(type)` (surveys/) */
  type: assessmentTypeSchema('assessments.type_required'),
  name: z
    .string({ error: whenMissing('assessments.name_required') })
    .trim()
    .min(1, { error: 'assessments.name_required' })
    .max(150, { error: msg.maxLength }),
  employee_name: z.string().trim().max(150, { error: msg.maxLength }).optional(),
  employee_number: z.string().trim().max(64, { error: msg.maxLength }).optional(),
});
export type AssessmentCommon = z.output<typeof assessmentCommonSchema>;

export const assessmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: assessmentTypeSchema(msg.invalidChoice),
  task: z.string(),
  task_name: z.string(),
  operation: z.string(),
  operation_name: z.string(),
  created_at: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  progress: z.number().int(),
  status_message: z.string(),
  /** the message key of status_message (for clients that translate themselves) */
  status_message_key: z.string(),
  score: z.number().nullable(),
  /** null when the score is not a finding: unscored, or too little of its video was measured */
  risk_level: z.string().nullable(),
  /**
   * whether enough of the video was measured for the score to stand (GET …/score/'s `coverage`);
   * false: the score is shown as "not enough of the video could be measured"; null: not from a video
   */
  coverage_sufficient: z.boolean().nullable(),
  employee_name: z.string(),
  employee_number: z.string(),
  inputs: z.record(z.string(), z.unknown()),
  /** the ergonomist's corrections: of the final posture, and of single frames (time -> angles) */
  angle_overrides: z.record(z.string(), z.number()).default({}),
  frame_overrides: z.record(z.string(), z.record(z.string(), z.number())).default({}),
  video: z
    .object({
      file: z.string(),
      detail: z.string(),
      size: z.number(),
      duration_seconds: z.number().nullable(),
    })
    .nullable(),
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** The create answer: the assessment, and for a checklist its public response link. */
export const createdAssessmentSchema = assessmentSchema.extend({
  url: z.string().optional(),
  token_expires_at: z.string().optional(),
});
export type CreatedAssessment = z.infer<typeof createdAssessmentSchema>;

export const typeAndIdParamSchema = z.object({
  type: assessmentTypeSchema('errors.not_found'),
  id: z.uuid({ error: 'errors.not_found' }),
});

/**
 * SPEC §3 "Video queue item", pushed over the WebSocket. `id` is the stored notification's (GET
 * /notifications/), when the event was stored for the listener.
 */
export const videoQueueItemSchema = z.object({
  id: z.string().optional(),
  message: z.string(),
  url: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  model_name: z.string(),
  model_id: z.string(),
  progress: z.number().int(),
  name: z.string(),
  created_at: z.string(),
});
export type VideoQueueItem = z.infer<typeof videoQueueItemSchema>;

export const signedUrlSchema = z.object({ url: z.string(), expires_at: z.string() });

export const ASSESSMENT_ORDERINGS = ['-created_at', 'created_at', '-score', 'score'] as const;
export const RISK_LEVEL_FILTERS = ['negligible', 'low', 'medium', 'high', 'very_high'] as const;
export const assessmentListQuerySchema = z.object({
  type: assessmentTypeSchema(msg.invalidChoice).optional(),
  operation: z.uuid({ error: msg.invalidChoice }).optional(),
  task: z.uuid({ error: msg.invalidChoice }).optional(),
  /** one level, or several separated by commas (`high,very_high`) */
  risk_level: z
    .string({ error: msg.invalidChoice })
    .transform((value) => value.split(',').map((level) => level.trim()))
    .pipe(z.array(z.enum(RISK_LEVEL_FILTERS, { error: msg.invalidChoice })).min(1))
    .optional(),
  /** `insufficient`: the assessments whose video was measured too little for their score to stand */
  coverage: z.enum(['insufficient'], { error: msg.invalidChoice }).optional(),
  /** a stored status, or `analysing`: video analyses queued or running (what the dashboard counts) */
  status: z.enum([...ASSESSMENT_STATUSES, 'analysing'], { error: msg.invalidChoice }).optional(),
  /** only the latest scored assessment of each task and method (what the dashboard counts) */
  latest: z
    .enum(['true', 'false'], { error: msg.invalidChoice })
    .transform((value) => value === 'true')
    .optional(),
  search: z.string().trim().max(150).optional(),
  ordering: z.enum(ASSESSMENT_ORDERINGS, { error: msg.invalidChoice }).optional(),
  page: z.coerce
    .number({ error: msg.invalidChoice })
    .int()
    .min(1, { error: msg.invalidChoice })
    .optional(),
  page_size: z.coerce
    .number({ error: msg.invalidChoice })
    .int()
    .min(1, { error: msg.invalidChoice })
    .max(100, { error: msg.maxLength })
    .optional(),
});
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;

/** PATCH /operation/{type}/{id}/update/: corrections by the ergonomist (all optional). */
export const assessmentUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'assessments.name_required' })
    .max(150, { error: msg.maxLength })
    .optional(),
  employee_name: z.string().trim().max(150, { error: msg.maxLength }).optional(),
  employee_number: z.string().trim().max(64, { error: msg.maxLength }).optional(),
  /** method inputs to change (merged into the current ones, then validated as a whole) */
  inputs: z.record(z.string(), z.unknown()).optional(),
  /** corrected angles of the final posture in degrees; null removes a correction */
  /** corrected angles of single frames: {time in seconds (as sampled): {angle: degrees | null}}; null removes the frame's corrections */
  frame_overrides: z
    .record(
      z.string().regex(/^\d+(\.\d+)?$/, { error: 'assessments.unknown_frame' }),
      z
        .record(
          z.string(),
          z
            .number()
            .min(-180, { error: 'assessments.angle_range' })
            .max(180, { error: 'assessments.angle_range' })
            .nullable(),
        )
        .nullable(),
    )
    .optional(),
  angle_overrides: z
    .record(
      z.string(),
      z
        .number()
        .min(-180, { error: 'assessments.angle_range' })
        .max(180, { error: 'assessments.angle_range' })
        .nullable(),
    )
    .optional(),
});
export type AssessmentUpdate = z.infer<typeof assessmentUpdateSchema>;

export const assessmentChangeSchema = z.object({
  field: z.string(),
  old_value: z.unknown(),
  new_value: z.unknown(),
  user_name: z.string(),
  at: z.string(),
});
