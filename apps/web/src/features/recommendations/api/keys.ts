import type { BoardQuery } from '@ergo/contracts';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Query keys of recommendations and notes. Every recommendation list sits under one prefix, so a
 * change made on the board refreshes the assessment's list and the other way round. The lists
 * carry the language: the server writes catalogue texts in it, so a new language reads them again.
 */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  board: (filters: BoardQuery, language: string) =>
    ['recommendations', 'board', filters, language] as const,
  ofAssessment: (type: string, id: string, language: string) =>
    ['recommendations', 'assessment', type, id, language] as const,
  /** proposals depend on the results (below the assessment's detail) and on the language */
  sample: (type: string, id: string, language: string) =>
    [...queryKeys.assessments.detail(type, id), 'recommendation-sample', language] as const,
  notes: (type: string, id: string) =>
    [...queryKeys.assessments.detail(type, id), 'notes'] as const,
  noteSamples: (type: string, id: string, language: string) =>
    [...queryKeys.assessments.detail(type, id), 'note-samples', language] as const,
};
