import {
  organizationSchema,
  type UpdateOrganizationBody,
  type User,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { meQueryKey } from '../../../api/get-me';
import { storeUser } from '../../../browser/session';

export function updateOrganization({
  organizationId,
  body,
}: {
  organizationId: string;
  body: UpdateOrganizationBody;
}) {
  return apiRequest(
    pathTo(apiRoutes.auth.updateOrganization, { organization_id: organizationId }),
    {
      method: 'PATCH',
      body,
      schema: organizationSchema,
    },
  );
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => {
      const user = queryClient.getQueryData<User>(meQueryKey);
      if (user) {
        const next = { ...user, organization };
        queryClient.setQueryData(meQueryKey, next);
        storeUser(next);
      }
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
