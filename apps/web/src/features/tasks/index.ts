// The tasks feature's public surface (the operation screen lists tasks; the assessment form reads a task).
export { TaskList } from './components/task-list';
export { operationTasksQueryOptions, taskDetailQueryOptions, useTaskDetail } from './api/get-tasks';
