import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { z } from 'zod';
import { msg } from '../common';
import { checklistAnswerSchema } from './documents';

/** The longest a checklist may stay open for responses. */
export const CHECKLIST_MAX_DAYS = 366;

/**
 * A checklist's own input on create: the deadline (ISO date-time) until which its public link takes
 * a response. It must lie ahead, and within a year (a link open for ever is a link nobody revokes).
 */
export const checklistInputs = z.object({
  deadline: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'checklist.deadline_required' : msg.invalidFormat,
    })
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: 'checklist.deadline_invalid' })
    .transform((text) => new Date(text).toISOString())
    .refine((iso) => Date.parse(iso) > Date.now(), { error: 'checklist.deadline_past' })
    .refine((iso) => Date.parse(iso) <= Date.now() + CHECKLIST_MAX_DAYS * 86_400_000, {
      error: 'checklist.deadline_too_far',
    }),
});

const questionIds = new Set(CHECKLIST_QUESTIONS.map((question) => question.id));

/**
 * POST /operation/checklist/{uid}/{token}/: every question answered once (Yes, No or Not
 * applicable) with an optional comment. A question left out is named, so the page can list it.
 */
export const checklistResponseSchema = z
  .object({
    responses: z
      .array(
        z.object({
          question_id: z.string().refine((id) => questionIds.has(id), {
            error: 'checklist.unknown_question',
          }),
          answer: checklistAnswerSchema.or(z.undefined()).refine((a) => a !== undefined, {
            error: 'checklist.answer_required',
          }),
          comment: z
            .string({ error: msg.invalidFormat })
            .trim()
            .max(1000, { error: msg.maxLength })
            .optional(),
        }),
        { error: 'checklist.answer_required' },
      )
      .max(CHECKLIST_QUESTIONS.length, { error: 'checklist.unknown_question' }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.responses.forEach((response, index) => {
      if (seen.has(response.question_id))
        ctx.addIssue({
          code: 'custom',
          path: ['responses', index, 'question_id'],
          message: 'checklist.answered_twice',
        });
      seen.add(response.question_id);
    });
    for (const question of CHECKLIST_QUESTIONS)
      if (!seen.has(question.id))
        ctx.addIssue({ code: 'custom', path: [question.id], message: 'checklist.answer_required' });
  });
export type ChecklistResponseBody = z.output<typeof checklistResponseSchema>;
