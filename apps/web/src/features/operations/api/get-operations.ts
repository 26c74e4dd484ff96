import { operationSchema, pagedSchema, type OPERATION_ORDERINGS, apiRoutes } from '@ergo/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export type OperationOrdering = (typeof OPERATION_ORDERINGS)[number];

export interface OperationListParams {
  search: string;
  ordering: OperationOrdering;
  page: number;
  pageSize: number;
}

const pagedOperations = pagedSchema(operationSchema);

/** GET /operation/?search=&ordering=&page=&page_size= (paged). */
export function getOperations(params: OperationListParams) {
  const query = new URLSearchParams({
    ordering: params.ordering,
    page: String(params.page),
    page_size: String(params.pageSize),
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  return apiRequest(`${apiRoutes.operations.list.path}?${query.toString()}`, {
    schema: pagedOperations,
  });
}

export const operationsQueryOptions = (params: OperationListParams) =>
  queryOptions({
    queryKey: queryKeys.operations.list(params),
    queryFn: () => getOperations(params),
    // Typing in the search box keeps the current cards until the new page arrives.
    placeholderData: keepPreviousData,
  });

export function useOperations(params: OperationListParams) {
  return useQuery(operationsQueryOptions(params));
}
