import { assessmentSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';
import { detailKeys } from './keys';

/** Replaces the video of an assessment (POST …/upload/, multipart field `video`); it is analysed again. */
export function useUploadVideo(type: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('video', file);
      return apiRequest(pathTo(apiRoutes.assessment.upload, { type, id }), {
        method: 'POST',
        body,
        schema: assessmentSchema,
      });
    },
    onSuccess: async (assessment) => {
      queryClient.setQueryData(detailKeys.assessment(type, id), assessment);
      await queryClient.invalidateQueries({ queryKey: detailKeys.results(type, id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await queryClient.invalidateQueries({ queryKey: queryKeys.assessments.lists });
    },
  });
}
