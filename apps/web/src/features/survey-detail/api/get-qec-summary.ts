import { qecSummarySchema, apiRoutes, pathTo } from '@ergo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { surveyKeys } from './keys';

/** GET /operation/qec/{id}/summary/: every worker's submission and the answers' distribution. */
export function useQecSummary(id: string, answers: number, enabled: boolean) {
  return useQuery({
    queryKey: surveyKeys.qecSummary(id, answers),
    queryFn: () => apiRequest(pathTo(apiRoutes.qec.summary, { id }), { schema: qecSummarySchema }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
