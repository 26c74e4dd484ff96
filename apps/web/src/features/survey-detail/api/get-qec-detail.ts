import { qecDetailSchema, type QecDetail, apiRoutes, pathTo } from '@ergo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { isAnalysisMessage } from '../../../lib/assessment-kinds';
import { surveyKeys } from './keys';

/** GET /operation/qec/{id}/detail/: the assessment, its two parts' state and the workers' link. */
export function getQecDetail(id: string): Promise<QecDetail> {
  return apiRequest(pathTo(apiRoutes.qec.detail, { id }), { schema: qecDetailSchema });
}

/**
 * While its video is queued or analysed, the analysis owns a QEC's status (its message is one of
 * the analysis's `assessments.analysis_*`); otherwise a pending QEC waits for its answers.
 */
export const isAnalysing = (detail: QecDetail): boolean =>
  detail.video !== null &&
  (detail.status === 'processing' ||
    (detail.status === 'pending' && isAnalysisMessage(detail.status_message_key)));

/** How often the screen reads the QEC again: the analysis every 2 s; new workers' answers every 30 s. */
export const ANALYSIS_POLL_MS = 2000;
export const ANSWERS_POLL_MS = 30_000;

export const qecDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: surveyKeys.detail('qec', id),
    queryFn: () => getQecDetail(id),
    refetchInterval: (query) => {
      const detail = query.state.data;
      if (!detail) return false;
      if (isAnalysing(detail)) return ANALYSIS_POLL_MS;
      return detail.url !== null ? ANSWERS_POLL_MS : false;
    },
  });

export function useQecDetail(id: string) {
  return useQuery(qecDetailQueryOptions(id));
}
