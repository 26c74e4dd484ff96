import { detailSchema, taskSchema, type Task, type TaskBody } from '@ergo/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export function createTask({ operationId, body }: { operationId: string; body: TaskBody }) {
  return apiRequest(`/operation/${operationId}/tasks/create/`, {
    method: 'POST',
    body,
    schema: taskSchema,
  });
}

export function updateTask({ id, body }: { id: string; body: TaskBody }) {
  return apiRequest(`/operation/tasks/${id}/update/`, {
    method: 'PATCH',
    body,
    schema: taskSchema,
  });
}

export function deleteTask(task: Pick<Task, 'id'>) {
  return apiRequest(`/operation/tasks/${task.id}/delete/`, {
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
      predicate: (query) => !gone || !gone.every((part, index) => query.queryKey[index] === part),
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
      queryClient.removeQueries({ queryKey: queryKeys.tasks.detail(task.id) });
      return refreshAround(queryClient, task.id);
    },
  });
}
