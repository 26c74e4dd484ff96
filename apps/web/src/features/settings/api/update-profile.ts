import { userSchema, type UpdateProfileBody, apiRoutes } from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { meQueryKey } from '../../../api/get-me';
import { storeUser } from '../../../browser/session';

export async function updateProfile(body: UpdateProfileBody) {
  const user = await apiRequest(apiRoutes.auth.updateProfile.path, {
    method: 'PATCH',
    body,
    schema: userSchema,
  });
  storeUser(user);
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
