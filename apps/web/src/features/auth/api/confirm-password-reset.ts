import { detailSchema, type ResetConfirmBody, apiRoutes } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function confirmPasswordReset(body: ResetConfirmBody) {
  return apiRequest(apiRoutes.auth.confirmPasswordReset.path, {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
