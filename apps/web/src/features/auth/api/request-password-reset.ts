import { detailSchema } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function requestPasswordReset(body: { email: string }) {
  return apiRequest('/auth/reset-password/', {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
