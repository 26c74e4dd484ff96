import { detailSchema } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

/** Follows the unlock link mailed when an account's password is guessed from many addresses. */
export function unlockAccount(body: { uid: string; token: string }) {
  return apiRequest('/auth/unlock/', { method: 'POST', body, auth: false, schema: detailSchema });
}

export function useUnlockAccount() {
  return useMutation({ mutationFn: unlockAccount });
}
