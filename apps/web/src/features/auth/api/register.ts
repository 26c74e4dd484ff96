import { detailSchema, type RegisterBody } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function register(body: RegisterBody) {
  return apiRequest('/auth/', { method: 'POST', body, auth: false, schema: detailSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
