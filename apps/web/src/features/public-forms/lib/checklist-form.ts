import { checklistResponseSchema, type ChecklistActivation } from '@ergo/contracts';
import type { FormErrors } from '@mantine/form';
import { zodResolver } from '../../../lib/form';

export interface ChecklistFormValues {
  responses: Record<string, { answer: string; comment: string }>;
}

export const answerPath = (questionId: string) => `responses.${questionId}.answer`;
export const commentPath = (questionId: string) => `responses.${questionId}.comment`;

/** The question ids in the order the page shows them. */
export const questionIds = (activation: ChecklistActivation) =>
  activation.questions.flatMap((group) => group.questions.map((question) => question.id));

export function initialChecklistValues(activation: ChecklistActivation): ChecklistFormValues {
  return {
    responses: Object.fromEntries(
      questionIds(activation).map((id) => [id, { answer: '', comment: '' }]),
    ),
  };
}

export interface ChecklistBody {
  responses: { question_id: string; answer: string; comment?: string }[];
}

/** The request body: one response per answered question (a question left out is unanswered). */
export function toChecklistBody(
  values: ChecklistFormValues,
  ids: readonly string[],
): ChecklistBody {
  return {
    responses: ids.flatMap((id) => {
      const response = values.responses[id];
      if (!response || response.answer === '') return [];
      const comment = response.comment.trim();
      return [{ question_id: id, answer: response.answer, ...(comment ? { comment } : {}) }];
    }),
  };
}

const resolve = zodResolver(checklistResponseSchema);

/**
 * Validates with the shared schema and puts each issue on the input it concerns: an unanswered
 * question (path [id]) on its answer, a comment (path responses.<index>.comment) on that comment.
 */
export function validateChecklist(values: ChecklistFormValues, ids: readonly string[]): FormErrors {
  const body = toChecklistBody(values, ids);
  const shown = new Set(ids);
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(resolve(body))) {
    const [first = '', index, part] = path.split('.');
    const id = first === 'responses' ? body.responses[Number(index)]?.question_id : first;
    if (!id || !shown.has(id)) continue;
    const target = part === 'comment' ? commentPath(id) : answerPath(id);
    errors[target] ??= message;
  }
  return errors;
}
