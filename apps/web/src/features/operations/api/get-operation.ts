import { operationSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /operation/{id}/: one operation with its counts. */
export const operationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.operations.detail(id),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.operations.get, { id }), { schema: operationSchema }),
  });

export function useOperation(id: string) {
  return useQuery(operationQueryOptions(id));
}
