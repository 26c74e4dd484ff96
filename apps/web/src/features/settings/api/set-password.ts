import { detailSchema, tokenPairSchema, type SetPasswordBody, apiRoutes } from '@ergo/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { setTokens } from '../../../browser/session';

const setPasswordResponseSchema = detailSchema.extend(tokenPairSchema.shape);

/** Other sessions are revoked by the server; this one continues with the tokens it returns. */
export async function setPassword(body: SetPasswordBody) {
  const result = await apiRequest(apiRoutes.auth.setPassword.path, {
    method: 'POST',
    body,
    schema: setPasswordResponseSchema,
  });
  setTokens({ access: result.access, refresh: result.refresh });
  return result;
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
