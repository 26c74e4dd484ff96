import { apiRoutes } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { clearSession, getTokens } from '../../../browser/session';

/**
 * Revokes this session on the server, then forgets it here whatever the server said. The refresh
 * token identifies the session, so the call needs no (possibly expired) access token.
 */
export async function logout(): Promise<void> {
  const tokens = getTokens();
  try {
    if (tokens)
      await apiRequest(apiRoutes.auth.logout.path, {
        method: 'POST',
        body: { refresh: tokens.refresh },
        auth: false,
      });
  } catch {
    // Already revoked or unreachable: signing out here still has to happen.
  } finally {
    clearSession();
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => queryClient.clear(),
  });
}
