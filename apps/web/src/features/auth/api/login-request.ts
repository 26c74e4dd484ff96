import {
  loginResponseSchema,
  onboardingItemSchema,
  type LoginBody,
  type LoginResponse,
  apiRoutes,
} from '@ergo/contracts';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { setTokens, storeOnboarding, storeUser } from '../../../browser/session-store';

/** POST /auth/login/, then the onboarding list; stores the session. Loaded when the form is sent. */
export async function requestLogin(body: LoginBody): Promise<LoginResponse> {
  const result = await apiRequest(apiRoutes.auth.login.path, {
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
      await apiRequest(apiRoutes.auth.onboarding.path, { schema: z.array(onboardingItemSchema) }),
    );
  } catch {
    storeOnboarding([]);
  }
  return result;
}
