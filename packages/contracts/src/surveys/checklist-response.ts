import { CHECKLIST_QUESTIONS } from '@ergo/ergonomics';
import { z } from 'zod';
import { msg } from '../common';
import { checklistAnswerSchema } from './documents';

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
