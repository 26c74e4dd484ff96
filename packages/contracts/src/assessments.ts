import { z } from 'zod';
import {
  REBA_ACTIVITY_CODES,
  REBA_COUPLING_CODES,
  REBA_LOAD_CODES,
  ROSA_DURATION_CODES,
  ROSA_SEAT_PAN_DISTANCE_CODES,
  ROSA_SPEC_FLAGS,
  RULA_LOAD_CODES,
  WISHA_DURATION_CODES,
  WISHA_ENVIRONMENT_CODES,
  WISHA_FREQUENCY_CODES,
  WISHA_GRIP_CODES,
} from '@ergo/ergonomics';
import { msg, whenMissing } from './common';
import { ASSESSMENT_TYPES } from './operations';

/** Types that are assessed from a video (QEC and the checklist are forms). */
export const VIDEO_ASSESSMENT_TYPES = ['reba', 'rula', 'wisha', 'rosa'] as const;
export type VideoAssessmentType = (typeof VIDEO_ASSESSMENT_TYPES)[number];
export const ASSESSMENT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** Multipart sends every field as text: booleans arrive as "true"/"false"/"on"/"1". */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', 'off', '1', '0', ''])], {
    error: msg.invalidChoice,
  })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')
  .optional();

const requiredChoice = <T extends readonly [string, ...string[]]>(codes: T, key: string) =>
  z.enum(codes, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? key : msg.invalidChoice),
  });

/** REBA (SPEC §3, §5): load and coupling are required; activity is a list (comma-separated in multipart). */
export const rebaInputsSchema = z.object({
  load: requiredChoice(REBA_LOAD_CODES, 'assessments.reba_load_required'),
  coupling: requiredChoice(REBA_COUPLING_CODES, 'assessments.reba_coupling_required'),
  shock: flag,
  activity: z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean),
    )
    .pipe(z.array(z.enum(REBA_ACTIVITY_CODES, { error: msg.invalidChoice })))
    .transform((codes) => [...new Set(codes)])
    .optional(),
});

export const rulaInputsSchema = z.object({
  load: requiredChoice(RULA_LOAD_CODES, 'assessments.rula_load_required'),
  muscle_use: flag,
});

export const wishaInputsSchema = z.object({
  load_weight: z
    .union([z.number(), z.string()], { error: 'assessments.wisha_weight_required' })
    .transform((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: 'assessments.wisha_weight_required' });
        return z.NEVER;
      }
      const number = typeof value === 'number' ? value : Number(value.replace(',', '.'));
      if (!Number.isFinite(number)) {
        ctx.addIssue({ code: 'custom', message: 'validation.numeric' });
        return z.NEVER;
      }
      return number;
    })
    .pipe(
      z
        .number()
        .min(0, { error: 'assessments.wisha_weight_range' })
        .max(500, { error: 'assessments.wisha_weight_range' }),
    ),
  lifting_frequency: requiredChoice(WISHA_FREQUENCY_CODES, 'assessments.wisha_frequency_required'),
  shift_duration: requiredChoice(WISHA_DURATION_CODES, 'assessments.wisha_duration_required'),
  grip_quality: requiredChoice(WISHA_GRIP_CODES, 'assessments.wisha_grip_required'),
  work_environment: requiredChoice(
    WISHA_ENVIRONMENT_CODES,
    'assessments.wisha_environment_required',
  ),
});

const rosaFlags = Object.fromEntries(ROSA_SPEC_FLAGS.map((name) => [name, flag])) as Record<
  (typeof ROSA_SPEC_FLAGS)[number],
  typeof flag
>;
export const rosaInputsSchema = z.object({
  duration: requiredChoice(ROSA_DURATION_CODES, 'assessments.rosa_duration_required'),
  seat_pan_distance: requiredChoice(
    ROSA_SEAT_PAN_DISTANCE_CODES,
    'assessments.rosa_seat_pan_required',
  ),
  ...rosaFlags,
});

export const methodInputSchemas = {
  reba: rebaInputsSchema,
  rula: rulaInputsSchema,
  wisha: wishaInputsSchema,
  rosa: rosaInputsSchema,
} as const;
export type RebaInputs = z.output<typeof rebaInputsSchema>;
export type RulaInputs = z.output<typeof rulaInputsSchema>;
export type WishaInputs = z.output<typeof wishaInputsSchema>;
export type RosaInputs = z.output<typeof rosaInputsSchema>;
export type MethodInputs = RebaInputs | RulaInputs | WishaInputs | RosaInputs;

/** The fields every assessment has besides its method inputs (multipart text fields). */
export const assessmentCommonSchema = z.object({
  task: z.uuid({ error: 'assessments.task_required' }),
  type: z.enum(VIDEO_ASSESSMENT_TYPES, { error: 'assessments.type_required' }),
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
  type: z.enum(ASSESSMENT_TYPES),
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
  risk_level: z.string().nullable(),
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

export const typeAndIdParamSchema = z.object({
  type: z.enum(ASSESSMENT_TYPES, { error: 'errors.not_found' }),
  id: z.uuid({ error: 'errors.not_found' }),
});

/** SPEC §3 "Video queue item", pushed over the WebSocket. */
export const videoQueueItemSchema = z.object({
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
  type: z.enum(ASSESSMENT_TYPES, { error: msg.invalidChoice }).optional(),
  operation: z.uuid({ error: msg.invalidChoice }).optional(),
  task: z.uuid({ error: msg.invalidChoice }).optional(),
  risk_level: z.enum(RISK_LEVEL_FILTERS, { error: msg.invalidChoice }).optional(),
  status: z.enum(ASSESSMENT_STATUSES, { error: msg.invalidChoice }).optional(),
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
