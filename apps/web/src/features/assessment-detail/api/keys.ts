import { queryKeys } from '../../../lib/query-keys';

/**
 * Query keys of one assessment's detail, below the shared `queryKeys.assessments.detail(type, id)`,
 * so whoever invalidates the assessment (a notification that an analysis finished, the list after an
 * edit) refreshes the whole detail too.
 */
export const detailKeys = {
  all: (type: string, id: string) => queryKeys.assessments.detail(type, id),
  assessment: (type: string, id: string) =>
    [...queryKeys.assessments.detail(type, id), 'assessment'] as const,
  /** every result document of the assessment (score, body parts, graphs, …) */
  results: (type: string, id: string) =>
    [...queryKeys.assessments.detail(type, id), 'results'] as const,
  result: (type: string, id: string, name: string, extra?: string) =>
    [
      ...queryKeys.assessments.detail(type, id),
      'results',
      name,
      ...(extra ? [extra] : []),
    ] as const,
  /** the server's preview of a correction (below the results: saving invalidates it with them) */
  preview: (type: string, id: string, body: unknown) =>
    [...queryKeys.assessments.detail(type, id), 'results', 'preview', body] as const,
  videoUrl: (type: string, id: string) =>
    [...queryKeys.assessments.detail(type, id), 'video-url'] as const,
  overrides: (type: string, id: string) =>
    [...queryKeys.assessments.detail(type, id), 'overrides'] as const,
};
