import { detailSchema, type RegisterBody, apiRoutes } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function register(body: RegisterBody) {
  return apiRequest(apiRoutes.auth.register.path, {
    method: 'POST',
    body,
    auth: false,
    schema: detailSchema,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
