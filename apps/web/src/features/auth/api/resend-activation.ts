import { apiRoutes } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export async function resendActivation(body: { email: string }) {
  // The contract (and zod) loads on demand: the sign-in screen, which offers this, does without it.
  const { detailSchema } = await import('@ergo/contracts/auth');
  return apiRequest(apiRoutes.auth.resendActivation.path, {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
