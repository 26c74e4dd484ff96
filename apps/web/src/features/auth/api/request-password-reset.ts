import { detailSchema, apiRoutes } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function requestPasswordReset(body: { email: string }) {
  return apiRequest(apiRoutes.auth.resetPassword.path, {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
