import { detailSchema, type ResetConfirmBody } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function confirmPasswordReset(body: ResetConfirmBody) {
  return apiRequest('/auth/reset-password/confirm/', {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
