import { type Assessment, assessmentSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { detailKeys } from './keys';

/** The assessment a detail page shows: the contract's, with its corrections in force. */
export type DetailAssessment = Assessment;

export function getAssessment(type: string, id: string): Promise<DetailAssessment> {
  return apiRequest(pathTo(apiRoutes.assessment.get, { type, id }), { schema: assessmentSchema });
}

/** Polls every 2 s while the video is queued or being analysed; stops once it is done or failed. */
export const ANALYSIS_POLL_MS = 2000;

export const assessmentQueryOptions = (type: string, id: string) =>
  queryOptions({
    queryKey: detailKeys.assessment(type, id),
    queryFn: () => getAssessment(type, id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'processing' ? ANALYSIS_POLL_MS : false;
    },
  });

export function useAssessment(type: string, id: string) {
  return useQuery(assessmentQueryOptions(type, id));
}
