import { queryKeys } from '../../../lib/query-keys';

/**
 * Query keys of a survey's documents, below the assessment's `results`, so that whoever refreshes
 * the assessment or its results (the header's edit, a finished analysis) refreshes these too.
 */
const below = (type: string, id: string, name: string) =>
  [...queryKeys.assessments.detail(type, id), 'results', name] as const;

export const surveyKeys = {
  detail: (type: 'qec' | 'checklist', id: string) => below(type, id, 'survey-detail'),
  /** every result of a QEC, whichever worker's answers it scores */
  qecResults: (id: string) => below('qec', id, 'qec-result'),
  /** `answers`: how many workers have answered (a new answer is a new result) */
  qecResult: (id: string, worker: string | null, answers: number) =>
    [...below('qec', id, 'qec-result'), worker ?? 'all', answers] as const,
  qecSummary: (id: string, answers: number) =>
    [...below('qec', id, 'qec-summary'), answers] as const,
};
