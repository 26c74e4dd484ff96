import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingFactory2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperationChoices } from '../../assessments';
import { operationTasksQueryOptions } from '../../tasks';
import { BoardSkeleton, LoadError } from '../components/board-states';
import { BoardPickers } from '../components/board-toolbar';
import { TaskBoard } from '../components/task-board';
import { useBoardSelection } from '../hooks/use-board-selection';

/**
 * SPEC §2/§4 improvement tracking: pick an operation, then a task; its recommendations load as
 * cards in To Do, In Progress and Completed, and move between them (drag, keyboard or menu).
 */
export function ImprovementsRoute() {
  const { t } = useTranslation();
  const title = t('improvements.title');
  usePageTitle(title);
  const selection = useBoardSelection();

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
      <TaskBoard operation={operation} task={task} tasks={tasks} />
    </>
  );
}
