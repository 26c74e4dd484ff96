import {
  loginResponseSchema,
  onboardingItemSchema,
  type LoginBody,
  type LoginResponse,
} from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { meQueryKey } from '../../../api/get-me';
import { setTokens, storeOnboarding, storeUser } from '../../../lib/session';

export async function login(body: LoginBody): Promise<LoginResponse> {
  const result = await apiRequest('/auth/login/', {
    method: 'POST',
    body,
    auth: false,
    schema: loginResponseSchema,
  });
  setTokens({ access: result.access, refresh: result.refresh });
  storeUser(result.user);
  // The onboarding list is part of the stored session; the shell works without it.
  try {
    storeOnboarding(
      await apiRequest('/auth/onboarding/', { schema: z.array(onboardingItemSchema) }),
    );
  } catch {
    storeOnboarding([]);
  }
  return result;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, result.user);
    },
  });
}
