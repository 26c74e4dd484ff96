import { checklistDetailSchema, type ChecklistDetail, apiRoutes, pathTo } from '@ergo/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ANSWERS_POLL_MS } from './get-qec-detail';
import { surveyKeys } from './keys';

/** GET /operation/checklist/{id}/detail/: the link, the latest response and its score. */
export function getChecklistDetail(id: string): Promise<ChecklistDetail> {
  return apiRequest(pathTo(apiRoutes.checklist.detail, { id }), { schema: checklistDetailSchema });
}

/** Read again now and then while the link is open and no response has come. */
export function useChecklistDetail(id: string) {
  return useQuery({
    queryKey: surveyKeys.detail('checklist', id),
    queryFn: () => getChecklistDetail(id),
    refetchInterval: (query) => {
      const detail = query.state.data;
      return detail && detail.url !== null && detail.responses_count === 0
        ? ANSWERS_POLL_MS
        : false;
    },
  });
}
