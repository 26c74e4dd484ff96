import type { BoardQuery } from '@ergo/contracts';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Query keys of recommendations and notes. Every recommendation list sits under one prefix, so a
 * change made on the board refreshes the assessment's list and the other way round.
 */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  board: (filters: BoardQuery) => ['recommendations', 'board', filters] as const,
  ofAssessment: (type: string, id: string) => ['recommendations', 'assessment', type, id] as const,
  /** proposals depend on the results (below the assessment's detail) and on the language */
  sample: (type: string, id: string, language: string) =>
    [...queryKeys.assessments.detail(type, id), 'recommendation-sample', language] as const,
  notes: (type: string, id: string) =>
    [...queryKeys.assessments.detail(type, id), 'notes'] as const,
  noteSamples: (type: string, id: string, language: string) =>
    [...queryKeys.assessments.detail(type, id), 'note-samples', language] as const,
};
