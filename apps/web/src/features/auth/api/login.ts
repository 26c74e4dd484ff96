import type { LoginBody, LoginResponse } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Signs in and stores the session. The request and the contracts it checks the answer with (zod)
 * load when the form is sent, so the sign-in screen's first load does without them.
 */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const { requestLogin } = await import('./login-request');
  return requestLogin(body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.me, result.user);
    },
  });
}
