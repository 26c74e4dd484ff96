import { detailSchema, type SetEmailBody, apiRoutes } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { meQueryKey } from '../../../api/get-me';

/** Asks for a new address; it becomes the login only once confirmed from the mail (user.pending_email until then). */
export function setEmail(body: SetEmailBody) {
  return apiRequest(apiRoutes.auth.setEmail.path, { method: 'PATCH', body, schema: detailSchema });
}

export function useSetEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
