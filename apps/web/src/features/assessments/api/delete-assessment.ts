import { apiRoutes, pathTo } from '@ergo/contracts';
import type { Assessment } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { forgetDeleted } from '../../../api/forget-deleted';
import { queryKeys } from '../../../lib/query-keys';
import { removeQueueItem } from '../../notifications';

/** DELETE /operation/assessment/{id}/delete/ */
export function deleteAssessment(assessment: Pick<Assessment, 'id' | 'type'>) {
  return apiRequest(pathTo(apiRoutes.assessments.delete, { id: assessment.id }), {
    method: 'DELETE',
  });
}

export function useDeleteAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAssessment,
    onSuccess: (_, assessment) => {
      // SPEC §4: deleting an assessment removes it from the list (at once, before the refetch).
      queryClient.setQueriesData<{ count: number; results: Assessment[] } | undefined>(
        { queryKey: queryKeys.assessments.lists },
        (page) =>
          page && page.results.some((row) => row.id === assessment.id)
            ? {
                ...page,
                count: page.count - 1,
                results: page.results.filter((row) => row.id !== assessment.id),
              }
            : page,
      );
      forgetDeleted(queryClient, queryKeys.assessments.detail(assessment.type, assessment.id));
      removeQueueItem(assessment.id);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.assessments.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
      ]);
    },
  });
}
