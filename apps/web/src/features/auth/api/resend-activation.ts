import { detailSchema } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function resendActivation(body: { email: string }) {
  return apiRequest('/auth/resend-activation/', {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
