import { taskDetailSchema, taskSchema, apiRoutes, pathTo } from '@ergo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { allPages } from '../../../api/all-pages';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /operation/{id}/tasks/: all the operation's tasks, newest first (read page by page). */
export const operationTasksQueryOptions = (operationId: string) =>
  queryOptions({
    queryKey: queryKeys.operations.tasks(operationId),
    queryFn: () =>
      allPages(
        (paging) => pathTo(apiRoutes.operations.tasks, { id: operationId }, paging),
        taskSchema,
      ),
  });

export function useOperationTasks(operationId: string) {
  return useQuery(operationTasksQueryOptions(operationId));
}

/** GET /operation/tasks/{id}/detail/: the task, its operation and its assessments. */
export const taskDetailQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: queryKeys.tasks.detail(taskId),
    queryFn: () =>
      apiRequest(pathTo(apiRoutes.tasks.detail, { id: taskId }), { schema: taskDetailSchema }),
  });

export function useTaskDetail(taskId: string) {
  return useQuery(taskDetailQueryOptions(taskId));
}
