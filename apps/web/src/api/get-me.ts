import { userSchema, type User, apiRoutes } from '@ergo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStoredUser, storeUser } from '../browser/session';
import { apiRequest } from './client';

/** GET /auth/: the signed-in user with the organization and its credit, which is stored (SPEC §7). */
export async function getMe(): Promise<User> {
  const user = await apiRequest(apiRoutes.auth.me.path, { schema: userSchema });
  storeUser(user);
  return user;
}

export const meQueryKey = ['auth', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: getMe,
    // The stored user paints the shell at once; the query refreshes it from the server.
    initialData: getStoredUser() ?? undefined,
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
