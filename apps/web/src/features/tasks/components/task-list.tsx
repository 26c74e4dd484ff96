import type { Task } from '@ergo/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Group,
  Menu,
  Skeleton,
  Table,
  Text,
} from '@mantine/core';
import { IconDots, IconListCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { useOnboardingTour } from '../../../components/onboarding-tour';
import { formatDate } from '../../../lib/dates';
import { useCreateRequest } from '../../../lib/use-create-request';
import { useOperationTasks } from '../api/get-tasks';
import { AssessmentTypeBadges } from './assessment-type-badges';
import { DeleteTaskModal } from './delete-task';
import { TaskFormModal } from './task-form-modal';

/** The tasks of one operation, with create, edit and delete (SPEC §2 operation tasks list). */
export function TaskList({ operationId }: { operationId: string }) {
  const { t, i18n } = useTranslation();
  const { data: tasks, isPending } = useOperationTasks(operationId);
  // Opened from the dashboard's "Create …" link: the form first (issue 30).
  const createRequested = useCreateRequest();
  const [formOpen, setFormOpen] = useState(createRequested);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  useOnboardingTour(
    'tasks',
    [
      { title: t('tour.tasks.welcome_title'), description: t('tour.tasks.welcome_body') },
      {
        element: '[data-tour="tasks-create"]',
        title: t('tour.tasks.create_title'),
        description: t('tour.tasks.create_body'),
      },
      {
        element: '[data-tour="tasks-list"]',
        title: t('tour.tasks.list_title'),
        description: t('tour.tasks.list_body'),
      },
    ],
    // Not over the form: a tour would hide what the user came to fill in.
    !isPending && !formOpen,
  );

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-tour="tasks-list">
      <Group justify="space-between" mb="md">
        <div>
          <Text fw={650} fz="lg">
            {t('tasksPage.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('tasksPage.subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={openCreate} data-tour="tasks-create">
          {t('tasksPage.create')}
        </Button>
      </Group>
      {isPending ? (
        <Skeleton h={120} />
      ) : !tasks || tasks.length === 0 ? (
        <EmptyState
          icon={<IconListCheck size={28} />}
          title={t('tasksPage.empty_title')}
          body={t('tasksPage.empty_body')}
          action={
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openCreate}>
              {t('tasksPage.create_first')}
            </Button>
          }
          testId="tasks-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" highlightOnHover data-testid="tasks-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tasksPage.columns.name')}</Table.Th>
                <Table.Th>{t('tasksPage.columns.types')}</Table.Th>
                <Table.Th>{t('tasksPage.columns.conducted')}</Table.Th>
                <Table.Th>{t('tasksPage.columns.last')}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.map((task) => (
                <Table.Tr key={task.id} data-testid="task-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/operations/${operationId}/tasks/${task.id}`}
                      fw={600}
                      size="sm"
                    >
                      {task.name}
                    </Anchor>
                    {task.description ? (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {task.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <AssessmentTypeBadges types={task.assessment_types} />
                  </Table.Td>
                  <Table.Td>{task.assessments_conducted.toLocaleString(i18n.language)}</Table.Td>
                  <Table.Td>
                    {task.last_assessment_date
                      ? formatDate(task.last_assessment_date, i18n.language)
                      : t('tasksPage.never')}
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-label={t('tasksPage.actions.menu', { name: task.name })}
                        >
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          leftSection={<IconPencil size={16} />}
                          onClick={() => {
                            setEditing(task);
                            setFormOpen(true);
                          }}
                        >
                          {t('tasksPage.actions.edit')}
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          onClick={() => setDeleting(task)}
                        >
                          {t('tasksPage.actions.delete')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <TaskFormModal
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        operationId={operationId}
        task={editing}
      />
      <DeleteTaskModal task={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
