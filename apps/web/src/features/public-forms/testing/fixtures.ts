import {
  QEC_DETAILS_LETTERS,
  QEC_DETAILS_WHEN,
  QEC_WORKER_QUESTIONS,
  translate,
  type ChecklistActivation,
  type Language,
  type QecActivation,
} from '@ergo/contracts';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_QUESTIONS,
  QEC_ITEM_LETTERS,
  QEC_WORKER_ITEMS,
} from '@ergo/ergonomics';

/** The survey's activation parameters as the API serves them (labels from the shared catalogue). */
export function qecActivation(language: Language = 'en'): QecActivation {
  const label = (name: string) => translate(`methods.qec.fields.${name}.label`, language);
  return {
    title: 'Packing line, station 4',
    organization_name: 'Acme Logistics',
    language: 'en',
    token_expires_at: '2026-12-21T09:00:00.000Z',
    questions: QEC_WORKER_QUESTIONS.map(({ name, details }) => ({
      name,
      letter: QEC_ITEM_LETTERS[name],
      label: label(name),
      options: QEC_WORKER_ITEMS[name].map((code) => ({
        code,
        label: translate(`methods.qec.fields.${name}.options.${code}`, language),
      })),
      details: details
        ? {
            name: details,
            letter: QEC_DETAILS_LETTERS[details],
            label: label(details),
            when: [...QEC_DETAILS_WHEN[details].answers],
          }
        : null,
    })),
  };
}

/** The checklist's response page parameters: every question, grouped by category. */
export function checklistActivation(language: Language = 'en'): ChecklistActivation {
  return {
    title: 'Head office, 3rd floor',
    organization_name: 'Acme Logistics',
    deadline: '2026-11-30T17:00:00.000Z',
    questions: Object.entries(CHECKLIST_CATEGORIES).map(([category, labels]) => ({
      category,
      label: labels[language],
      questions: CHECKLIST_QUESTIONS.filter((q) => q.category === category).map((q) => ({
        id: q.id,
        category: q.category,
        text: q.text[language],
        critical: q.critical,
      })),
    })),
  };
}

export { jsonReply as reply } from '../../../test/fixtures';

export const errorBody = (message: string, field = 'detail') => ({
  errors: [{ field, message }],
});
