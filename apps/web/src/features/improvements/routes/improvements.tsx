import type { BoardQuery } from '@ergo/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingFactory2,
  IconClipboardCheck,
  IconLayoutKanban,
  IconListCheck,
  IconListDetails,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperationChoices } from '../../assessments';
import { useBoard } from '../../recommendations';
import { operationTasksQueryOptions, taskDetailQueryOptions } from '../../tasks';
import { Board } from '../components/board';
import { BoardSkeleton, LoadError } from '../components/board-states';
import { BoardPickers, PriorityFilterControl } from '../components/board-toolbar';
import { useBoardSelection } from '../hooks/use-board-selection';
import { countByPriority, type PriorityFilter } from '../lib/board';

/** The newest assessment of a task, preferring one with a result (recommendations need a score). */
function latestAssessment<T extends { created_at: string; status: string }>(
  assessments: readonly T[],
): T | null {
  const newestFirst = [...assessments].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return newestFirst.find((item) => item.status === 'completed') ?? newestFirst[0] ?? null;
}

/**
 * SPEC §2/§4 improvement tracking: pick an operation, then a task; its recommendations load as
 * cards in To Do, In Progress and Completed, and move between them (drag, keyboard or menu).
 */
export function ImprovementsRoute() {
  const { t } = useTranslation();
  const title = t('improvements.title');
  usePageTitle(title);
  const selection = useBoardSelection();
  const [priority, setPriority] = useState<PriorityFilter>('ALL');

  const operations = useOperationChoices();
  // An operation in the address that no longer exists (deleted, another organization) is dropped.
  const operation =
    operations.data && !operations.data.some((item) => item.id === selection.operation)
      ? null
      : selection.operation;
  const tasks = useQuery({
    ...operationTasksQueryOptions(operation ?? ''),
    enabled: operation !== null,
  });
  const task =
    tasks.data && !tasks.data.some((item) => item.id === selection.task) ? null : selection.task;
  const filters: BoardQuery = operation && task ? { operation, task } : {};
  const board = useBoard(filters, Boolean(operation && task));
  // A task with no recommendations: its latest assessment is where they are kept from.
  const taskDetail = useQuery({
    ...taskDetailQueryOptions(task ?? ''),
    enabled: task !== null && board.data?.length === 0,
  });
  const latest = taskDetail.data ? latestAssessment(taskDetail.data.assessments) : null;

  const header = (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2" fw={650}>
        {title}
      </Title>
      <Text size="sm" c="gray.7">
        {t('improvements.subtitle')}
      </Text>
    </Stack>
  );

  if (operations.isPending)
    return (
      <>
        {header}
        <Group gap="md" mb="lg">
          <Skeleton h={60} w={260} radius="md" />
          <Skeleton h={60} w={260} radius="md" />
        </Group>
        <BoardSkeleton />
      </>
    );
  if (operations.isError)
    return (
      <>
        {header}
        <LoadError
          title={t('improvements.error.operations')}
          error={operations.error}
          onRetry={() => void operations.refetch()}
          retrying={operations.isFetching}
        />
      </>
    );
  if (operations.data.length === 0)
    return (
      <>
        {header}
        <EmptyState
          headingOrder={2}
          icon={<IconBuildingFactory2 size={30} aria-hidden />}
          title={t('improvements.empty.operations_title')}
          body={t('improvements.empty.operations_body')}
          action={
            <Anchor component={Link} to="/operations" size="sm" fw={600} c="blue.9">
              {t('improvements.empty.operations_action')}
            </Anchor>
          }
          testId="empty-operations"
        />
      </>
    );

  let content: ReactNode;
  if (operation === null || (tasks.data && tasks.data.length > 0 && task === null))
    content = (
      <EmptyState
        headingOrder={2}
        icon={<IconLayoutKanban size={30} aria-hidden />}
        title={t(
          operation === null
            ? 'improvements.empty.pick_title'
            : 'improvements.empty.pick_task_title',
        )}
        body={t('improvements.empty.pick_body')}
        testId="empty-pick"
      />
    );
  else if (tasks.isPending) content = <BoardSkeleton />;
  else if (tasks.isError)
    content = (
      <LoadError
        title={t('improvements.error.tasks')}
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  else if (tasks.data.length === 0)
    content = (
      <EmptyState
        headingOrder={2}
        icon={<IconListCheck size={30} aria-hidden />}
        title={t('improvements.empty.tasks_title')}
        body={t('improvements.empty.tasks_body')}
        action={
          <Anchor component={Link} to={`/operations/${operation}`} size="sm" fw={600} c="blue.9">
            {t('improvements.empty.tasks_action')}
          </Anchor>
        }
        testId="empty-tasks"
      />
    );
  else if (board.isPending) content = <BoardSkeleton />;
  // A failed read again after a move keeps the cards on screen (the app's toast tells of it).
  else if (!board.data)
    content = (
      <LoadError
        title={t('improvements.error.board')}
        error={board.error}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  else if (board.data.length === 0)
    content = (
      <EmptyState
        headingOrder={2}
        icon={<IconListDetails size={30} aria-hidden />}
        title={t('improvements.empty.none_title')}
        body={t(
          taskDetail.data?.assessments.length === 0
            ? 'improvements.empty.none_unassessed_body'
            : 'improvements.empty.none_body',
        )}
        action={
          latest ? (
            <Button
              component={Link}
              to={`/assessments/${latest.type}/${latest.id}`}
              leftSection={<IconClipboardCheck size={16} aria-hidden />}
            >
              {t('improvements.empty.none_action_latest', { name: latest.name })}
            </Button>
          ) : (
            <Button
              component={Link}
              to={`/operations/${operation}/tasks/${task}`}
              variant={taskDetail.data ? 'filled' : 'default'}
              leftSection={<IconListCheck size={16} aria-hidden />}
            >
              {t(
                taskDetail.data?.assessments.length === 0
                  ? 'improvements.empty.none_unassessed_action'
                  : 'improvements.empty.none_action',
              )}
            </Button>
          )
        }
        testId="empty-recommendations"
      />
    );
  else
    content = (
      <Stack gap="md">
        <PriorityFilterControl
          value={priority}
          counts={countByPriority(board.data)}
          onChange={setPriority}
        />
        <Board recommendations={board.data} priority={priority} filters={filters} />
      </Stack>
    );

  return (
    <>
      {header}
      <Group gap="md" mb="lg" align="flex-end" wrap="wrap">
        <BoardPickers
          operations={operations.data}
          operation={operation}
          tasks={tasks.data}
          tasksLoading={operation !== null && tasks.isPending}
          task={task}
          onOperation={selection.pickOperation}
          onTask={selection.pickTask}
        />
      </Group>
      {content}
    </>
  );
}
