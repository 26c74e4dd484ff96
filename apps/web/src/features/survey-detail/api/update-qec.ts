import { assessmentSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';
import { surveyKeys } from './keys';

/**
 * PATCH /operation/qec/{id}/update/ {inputs}: observer items merged into the stored ones (null
 * clears one). The score is recomputed by the server, so the QEC, its results and the lists are
 * read again.
 */
export function useUpdateObserverItems(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: Record<string, string | null>) =>
      apiRequest(pathTo(apiRoutes.assessment.update, { type: 'qec', id }), {
        method: 'PATCH',
        body: { inputs },
        schema: assessmentSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: surveyKeys.detail('qec', id) }),
        queryClient.invalidateQueries({ queryKey: surveyKeys.qecResults(id) }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.assessments.lists,
          refetchType: 'none',
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all, refetchType: 'none' }),
      ]),
  });
}
