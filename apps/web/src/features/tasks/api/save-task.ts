import {
  detailSchema,
  taskSchema,
  type Task,
  type TaskBody,
  apiRoutes,
  pathTo,
} from '@ergo/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { forgetDeleted, isUnder } from '../../../api/forget-deleted';
import { queryKeys } from '../../../lib/query-keys';

export function createTask({ operationId, body }: { operationId: string; body: TaskBody }) {
  return apiRequest(pathTo(apiRoutes.operations.createTask, { id: operationId }), {
    method: 'POST',
    body,
    schema: taskSchema,
  });
}

export function updateTask({ id, body }: { id: string; body: TaskBody }) {
  return apiRequest(pathTo(apiRoutes.tasks.update, { id }), {
    method: 'PATCH',
    body,
    schema: taskSchema,
  });
}

export function deleteTask(task: Pick<Task, 'id'>) {
  return apiRequest(pathTo(apiRoutes.tasks.delete, { id: task.id }), {
    method: 'DELETE',
    schema: detailSchema,
  });
}

/** Task counts show on the operation cards and overview; task names in the assessment rows. */
function refreshAround(queryClient: QueryClient, exceptTask?: string) {
  const gone = exceptTask ? queryKeys.tasks.detail(exceptTask) : null;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.operations.all }),
    queryClient.invalidateQueries({
      queryKey: queryKeys.tasks.all,
      predicate: (query) => !gone || !isUnder(query.queryKey, gone),
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.assessments.all }),
  ]);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => refreshAround(queryClient) });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTask, onSuccess: () => refreshAround(queryClient) });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (_, task) => {
      // Never read again (its page is still open: a read would only get 'Not found.').
      forgetDeleted(queryClient, queryKeys.tasks.detail(task.id));
      return refreshAround(queryClient, task.id);
    },
  });
}
