import { dashboardSchema, apiRoutes } from '@ergo/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

/** While analyses run, the figures they will change are read again this often. */
const WHILE_ANALYSING_MS = 15_000;

/** GET /dashboard/: the organization's figures, fresh on every visit of the dashboard. */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => apiRequest(apiRoutes.dashboard.path, { schema: dashboardSchema }),
    staleTime: 0,
    refetchInterval: (query) =>
      (query.state.data?.analyses.in_progress ?? 0) > 0 ? WHILE_ANALYSING_MS : false,
  });
}
