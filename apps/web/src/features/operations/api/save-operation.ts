import {
  detailSchema,
  operationSchema,
  type OperationBody,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { forgetDeleted, isUnder } from '../../../api/forget-deleted';
import { queryKeys } from '../../../lib/query-keys';

/** POST /operation/create/ */
export function createOperation(body: OperationBody) {
  return apiRequest(apiRoutes.operations.create.path, {
    method: 'POST',
    body,
    schema: operationSchema,
  });
}

/** PATCH /operation/{id}/update/ */
export function updateOperation({ id, body }: { id: string; body: OperationBody }) {
  return apiRequest(pathTo(apiRoutes.operations.update, { id }), {
    method: 'PATCH',
    body,
    schema: operationSchema,
  });
}

/** DELETE /operation/{id}/delete/ (its tasks and assessments go with it). */
export function deleteOperation(id: string) {
  return apiRequest(pathTo(apiRoutes.operations.delete, { id }), {
    method: 'DELETE',
    schema: detailSchema,
  });
}

export function useCreateOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOperation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
  });
}

export function useUpdateOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOperation,
    onSuccess: (operation) => {
      queryClient.setQueryData(queryKeys.operations.detail(operation.id), operation);
      // Task details and assessment rows show the operation's name.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.assessments.all }),
      ]);
    },
  });
}

export function useDeleteOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOperation,
    onSuccess: (_, id) => {
      // The operation and its task list are never read again (its page is still open: a read
      // would only get 'Not found.'); its tasks' pages went with it.
      const gone = queryKeys.operations.detail(id);
      forgetDeleted(queryClient, gone);
      const ofOperation = (query: { state: { data?: unknown } }) =>
        (query.state.data as { operation?: string } | undefined)?.operation === id;
      for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.tasks.all }))
        if (ofOperation(query)) forgetDeleted(queryClient, query.queryKey);
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.operations.all,
          predicate: (query) => !isUnder(query.queryKey, gone),
        }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.tasks.all,
          predicate: (query) => !ofOperation(query),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.assessments.all }),
      ]);
    },
  });
}
