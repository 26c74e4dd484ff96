import { detailSchema, publicLinkSchema, type QecDetail, apiRoutes, pathTo } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { surveyKeys } from './keys';

/** POST /operation/qec/{id}/: a new workers' link (the previous one stops working). */
export function useCreateQecLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number | undefined) =>
      apiRequest(pathTo(apiRoutes.qec.openLink, { id }), {
        method: 'POST',
        body: expiresInDays === undefined ? {} : { expires_in_days: expiresInDays },
        schema: publicLinkSchema,
      }),
    onSuccess: (link) => {
      queryClient.setQueryData<QecDetail>(surveyKeys.detail('qec', id), (detail) =>
        detail ? { ...detail, ...link } : detail,
      );
    },
  });
}

/** DELETE /operation/qec/{id}/: the workers' link stops working. */
export function useRevokeQecLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(pathTo(apiRoutes.qec.closeLink, { id }), {
        method: 'DELETE',
        schema: detailSchema,
      }),
    onSuccess: () => {
      queryClient.setQueryData<QecDetail>(surveyKeys.detail('qec', id), (detail) =>
        detail ? { ...detail, url: null, token_expires_at: null } : detail,
      );
      return queryClient.invalidateQueries({ queryKey: surveyKeys.detail('qec', id) });
    },
  });
}
