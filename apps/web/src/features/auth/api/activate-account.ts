import { activationResultSchema, apiRoutes } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** `status` tells a first activation from a link opened again (`already_active`). */
export function activateAccount(body: { uid: string; token: string }) {
  return apiRequest(apiRoutes.auth.activate.path, {
    method: 'POST',
    body,
    auth: false,
    schema: activationResultSchema,
  });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
