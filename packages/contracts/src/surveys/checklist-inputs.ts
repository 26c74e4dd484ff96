import { z } from 'zod';
import { msg } from '../common';

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
