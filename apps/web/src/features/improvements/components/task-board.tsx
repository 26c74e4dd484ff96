import type { BoardQuery } from '@ergo/contracts';
import { Anchor, Stack } from '@mantine/core';
import { IconLayoutKanban, IconListCheck } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useBoard } from '../../recommendations';
import { taskDetailQueryOptions } from '../../tasks';
import { countByPriority, type PriorityFilter } from '../lib/board';
import { Board } from './board';
import { BoardSkeleton, LoadError } from './board-states';
import { PriorityFilterControl } from './board-toolbar';
import { NoRecommendations } from './no-recommendations';

interface TaskBoardProps {
  operation: string | null;
  task: string | null;
  tasks: UseQueryResult<readonly { id: string }[]>;
}

/**
 * Below the pickers: what to pick next, the operation's tasks loading or failing, or the chosen
 * task's board with its priority filter (or why it holds no card yet).
 */
export function TaskBoard({ operation, task, tasks }: TaskBoardProps) {
  const { t } = useTranslation();
  const [priority, setPriority] = useState<PriorityFilter>('ALL');
  const filters: BoardQuery = operation && task ? { operation, task } : {};
  const board = useBoard(filters, Boolean(operation && task));
  // A task with no recommendations: its latest assessment is where they are kept from.
  const taskDetail = useQuery({
    ...taskDetailQueryOptions(task ?? ''),
    enabled: task !== null && board.data?.length === 0,
  });

  if (operation === null || (tasks.data && tasks.data.length > 0 && task === null))
    return (
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
  if (tasks.isPending) return <BoardSkeleton />;
  if (tasks.isError)
    return (
      <LoadError
        title={t('improvements.error.tasks')}
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
        retrying={tasks.isFetching}
      />
    );
  if (tasks.data.length === 0 || task === null)
    return (
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
  if (board.isPending) return <BoardSkeleton />;
  // A failed read again after a move keeps the cards on screen (the app's toast tells of it).
  if (!board.data)
    return (
      <LoadError
        title={t('improvements.error.board')}
        error={board.error}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  if (board.data.length === 0)
    return <NoRecommendations operation={operation} task={task} taskDetail={taskDetail.data} />;
  return (
    <Stack gap="md">
      <PriorityFilterControl
        value={priority}
        counts={countByPriority(board.data)}
        onChange={setPriority}
      />
      <Board recommendations={board.data} priority={priority} filters={filters} />
    </Stack>
  );
}
