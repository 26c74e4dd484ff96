import { detailSchema, apiRoutes } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { meQueryKey } from '../../../api/get-me';

export function confirmEmail(body: { uid: string; token: string }) {
  return apiRequest(apiRoutes.auth.confirmEmail.path, {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
