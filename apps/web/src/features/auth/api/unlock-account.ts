import { detailSchema, apiRoutes } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** Follows the unlock link mailed when an account's password is guessed from many addresses. */
export function unlockAccount(body: { uid: string; token: string }) {
  return apiRequest(apiRoutes.auth.unlock.path, {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useUnlockAccount() {
  return useMutation({ mutationFn: unlockAccount });
}
