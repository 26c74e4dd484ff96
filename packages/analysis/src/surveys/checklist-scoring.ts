import { z } from 'zod';
import { checklistAnswerSchema } from '@ergo/contracts';
import { scoreChecklist, type ChecklistAnswer, type ChecklistResult } from '@ergo/ergonomics';
import { checklistFindings } from '../recommendations/survey-findings';
import type { SurveyScorer } from './survey-scorer';

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

/** The checklist scored from its latest response (a new response replaces the one before). */
export const checklistSurvey: SurveyScorer = {
  score(_row, answers) {
    const latest = answers.at(-1);
    const responses = latest === undefined ? null : checklistAnswers(latest);
    const result = responses ? scoreChecklistResponse(responses) : null;
    if (!responses || !result) return null;
    return {
      score: result.compliance_percent,
      riskLevel: result.risk_level,
      evidence: { kind: 'survey', findings: checklistFindings(responses) },
    };
  },
  waitingFor: () => 'checklist.awaiting',
  scoredMessage: 'checklist.scored',
};
