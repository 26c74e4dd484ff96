import { assessmentSchema, operationSchema, pagedSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { allPages } from '../../../api/all-pages';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const ASSESSMENT_LIST_ORDERINGS = ['-created_at', 'created_at', '-score', 'score'] as const;
export type AssessmentOrdering = (typeof ASSESSMENT_LIST_ORDERINGS)[number];

export interface AssessmentListParams {
  /** the filters as query parameters (type, operation, task, risk_level, status, latest) */
  filters: Record<string, string | null>;
  search: string;
  ordering: AssessmentOrdering;
  page: number;
  pageSize: number;
}

const pagedAssessments = pagedSchema(assessmentSchema);

/** GET /operation/assessments/?type=&operation=&task=&risk_level=&status=&latest=&search=&ordering=&page=&page_size= */
export function getAssessments(params: AssessmentListParams) {
  const query = {
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    ...params.filters,
    search: params.search.trim(),
  };
  return apiRequest(pathTo(apiRoutes.assessments.list, {}, query), { schema: pagedAssessments });
}

export function useAssessments(params: AssessmentListParams) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.assessments.list(params),
      queryFn: () => getAssessments(params),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Every operation, by name, for the operation filter (read page by page). */
export const operationChoicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.operations.list({ ordering: 'alphabetical', choices: true }),
    queryFn: () =>
      allPages(
        (paging) => pathTo(apiRoutes.operations.list, {}, { ordering: 'alphabetical', ...paging }),
        operationSchema,
      ),
    staleTime: 60_000,
  });

export function useOperationChoices() {
  return useQuery(operationChoicesQueryOptions());
}
