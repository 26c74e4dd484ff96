import {
  operationSchema,
  pagedSchema,
  type OPERATION_ORDERINGS,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
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
  const query = {
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
    search: params.search.trim(),
  };
  return apiRequest(pathTo(apiRoutes.operations.list, {}, query), { schema: pagedOperations });
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
