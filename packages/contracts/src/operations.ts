import { z } from 'zod';
import { assessmentTypeSchema } from './assessment-types';
import { msg, optionalText, whenMissing } from './common';

export const OPERATION_TYPES = ['production', 'warehouse', 'office', 'other'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const OPERATION_ORDERINGS = ['all', 'recent', 'alphabetical'] as const;

/** Descriptive defaults of an operation (typical shift, grip, load, pace): short text or a number. */
const descriptor = z
  .union([z.string(), z.number()], { error: msg.invalidChoice })
  .transform((value) => String(value).trim())
  .pipe(z.string().max(100, { error: msg.maxLength }))
  .optional();

export const operationBodySchema = z.object({
  name: z
    .string({ error: whenMissing('operations.name_required') })
    .trim()
    .min(1, { error: 'operations.name_required' })
    .max(150, { error: msg.maxLength }),
  description: optionalText(2000),
  operation_type: z.enum(OPERATION_TYPES, { error: msg.invalidChoice }).optional(),
  duration: descriptor,
  grip_type: descriptor,
  load: descriptor,
  repetition_rate: descriptor,
});
export type OperationBody = z.input<typeof operationBodySchema>;
export const operationUpdateSchema = operationBodySchema.partial();
export type OperationUpdate = z.input<typeof operationUpdateSchema>;

export const operationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  operation_type: z.enum(OPERATION_TYPES),
  unit: z.enum(OPERATION_TYPES),
  duration: z.string(),
  grip_type: z.string(),
  load: z.string(),
  repetition_rate: z.string(),
  created_at: z.string(),
  tasks_count: z.number().int(),
  total_assessments: z.number().int(),
  most_recent_analysis: z.string().nullable(),
});
export type Operation = z.infer<typeof operationSchema>;

const pageNumber = z.coerce
  .number({ error: msg.invalidChoice })
  .int()
  .min(1, { error: msg.invalidChoice });
export const pagingQuerySchema = z.object({
  page: pageNumber.optional(),
  page_size: pageNumber.max(100, { error: msg.maxValue }).optional(),
});
export const operationListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(150).optional(),
  ordering: z.enum(OPERATION_ORDERINGS, { error: msg.invalidChoice }).optional(),
});

export const taskBodySchema = z.object({
  name: z
    .string({ error: whenMissing('tasks.name_required') })
    .trim()
    .min(1, { error: 'tasks.name_required' })
    .max(150, { error: msg.maxLength }),
  description: optionalText(2000),
  assessment_types: z
    .array(assessmentTypeSchema(msg.invalidChoice), {
      error: whenMissing('tasks.assessment_required'),
    })
    .min(1, { error: 'tasks.assessment_required' })
    .transform((types) => [...new Set(types)]),
});
export type TaskBody = z.input<typeof taskBodySchema>;
export const taskUpdateSchema = taskBodySchema.partial();
export type TaskUpdate = z.input<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  id: z.string(),
  operation: z.string(),
  operation_name: z.string(),
  name: z.string(),
  description: z.string(),
  assessment_types: z.array(assessmentTypeSchema(msg.invalidChoice)),
  assessments_conducted: z.number().int(),
  last_assessment_date: z.string().nullable(),
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(150).optional(),
});

/** A task with its operation and the assessments made on it (GET /operation/tasks/{id}/detail/). */
export const taskAssessmentSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: assessmentTypeSchema(msg.invalidChoice),
  status: z.string(),
  score: z.number().nullable(),
  risk_level: z.string().nullable(),
  /** see the assessment's `coverage_sufficient` */
  coverage_sufficient: z.boolean().nullable(),
  created_at: z.string(),
});
export const taskDetailSchema = taskSchema.extend({
  operation_detail: operationSchema,
  assessments: z.array(taskAssessmentSummarySchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;
