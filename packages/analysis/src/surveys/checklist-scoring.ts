import { z } from 'zod';
import { checklistAnswerSchema } from '@ergo/contracts';
import { scoreChecklist, type ChecklistAnswer, type ChecklistResult } from '@ergo/ergonomics';

/** A stored checklist response: every question's answer and comment. */
const storedResponsesSchema = z.array(
  z.object({ question_id: z.string(), answer: checklistAnswerSchema, comment: z.string() }),
);
export type StoredChecklistResponses = z.output<typeof storedResponsesSchema>;

export function checklistAnswers(answers: unknown): StoredChecklistResponses | null {
  const parsed = storedResponsesSchema.safeParse(answers);
  return parsed.success ? parsed.data : null;
}

/** The checklist's scorer on a response; null when nothing applicable was answered. */
export function scoreChecklistResponse(
  responses: StoredChecklistResponses,
): ChecklistResult | null {
  const byId: Record<string, ChecklistAnswer> = {};
  for (const response of responses) byId[response.question_id] = response.answer;
  if (!Object.values(byId).some((answer) => answer !== 'NOT_APPLICABLE')) return null;
  return scoreChecklist(byId);
}
