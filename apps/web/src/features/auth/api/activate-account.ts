import { detailSchema } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function activateAccount(body: { uid: string; token: string }) {
  return apiRequest('/auth/activate/', { method: 'POST', body, auth: false, schema: detailSchema });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
