import { methodTraits, type TaskDetail } from '@ergo/contracts';
import {
  Anchor,
  Button,
  Card,
  Menu,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  IconChecklist,
  IconChevronDown,
  IconClipboardPlus,
  IconPencil,
  IconUsersGroup,
  IconVideo,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge';
import { EmptyState } from '../../../components/empty-state';
import { DetailPageHeader } from '../../../components/detail-page-header';
import { RiskBadge } from '../../../components/risk-badge';
import { awaitsAnswers, isCreatableType } from '../../../lib/assessment-kinds';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useTaskDetail } from '../api/get-tasks';
import { AssessmentTypeBadges } from '../components/assessment-type-badges';
import { DeleteTaskModal } from '../components/delete-task';
import { TaskFormModal } from '../components/task-form-modal';
import { methodName } from '../../../components/method-name';

/** Task details: the task, its operation, its assessments, and "New assessment" for its methods. */
export function TaskDetailRoute() {
  const { t } = useTranslation();
  const { operationId = '', taskId = '' } = useParams();
  const navigate = useNavigate();
  const { data: task, isPending, isError } = useTaskDetail(taskId);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (isPending) return <Skeleton h={260} radius="lg" />;
  if (isError) {
    return (
      <Stack align="flex-start">
        <Text>{t('tasksPage.not_found')}</Text>
        <Button component={Link} to={`/operations/${operationId}`} variant="default">
          {t('tasksPage.back')}
        </Button>
      </Stack>
    );
  }

  // Video methods, QEC and the checklist can be created; a type the app cannot create yet is listed apart.
  const creatableTypes = task.assessment_types.filter(isCreatableType);
  const laterTypes = task.assessment_types.filter((type) => !isCreatableType(type));
  const newAssessmentPath = (type: string) =>
    `/operations/${task.operation}/tasks/${task.id}/assessments/new?type=${type}`;

  return (
    <>
      <DetailPageHeader
        parents={[
          { label: t('operationsPage.title'), to: '/operations' },
          { label: task.operation_detail.name, to: `/operations/${task.operation}` },
        ]}
        title={task.name}
        description={task.description || undefined}
        extraActions={
          <Menu position="bottom-end" width={260}>
            <Menu.Target>
              <Button
                leftSection={<IconClipboardPlus size={16} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={creatableTypes.length === 0}
              >
                {t('tasksPage.new_assessment')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <NewAssessmentItems
                types={creatableTypes}
                onChoose={(type) => void navigate(newAssessmentPath(type))}
              />
              {laterTypes.length > 0 ? (
                <>
                  <Menu.Divider />
                  {laterTypes.map((type) => (
                    <Menu.Item key={type} disabled>
                      {methodName(t, type)}
                    </Menu.Item>
                  ))}
                  <Menu.Label>{t('tasksPage.later_note')}</Menu.Label>
                </>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        }
        editLabel={t('tasksPage.actions.edit')}
        onEdit={() => setEditOpen(true)}
        deleteLabel={t('tasksPage.actions.delete')}
        onDelete={() => setDeleteOpen(true)}
      />
      <Stack gap="lg">
        <TaskOverview task={task} hasLaterTypes={laterTypes.length > 0} />

        <Card withBorder radius="lg" padding="lg">
          <Text fw={650} fz="lg" mb="md">
            {t('tasksPage.assessments_title')}
          </Text>
          {task.assessments.length === 0 ? (
            <EmptyState
              icon={<IconClipboardPlus size={28} />}
              title={t('tasksPage.no_assessments_title')}
              body={t(
                creatableTypes.length > 0
                  ? 'tasksPage.no_assessments_body'
                  : 'tasksPage.no_video_types_body',
              )}
              action={
                creatableTypes.length === 0 ? (
                  <Button
                    variant="default"
                    leftSection={<IconPencil size={16} />}
                    onClick={() => setEditOpen(true)}
                  >
                    {t('tasksPage.no_video_types_action')}
                  </Button>
                ) : creatableTypes.length === 1 && creatableTypes[0] ? (
                  <Button
                    component={Link}
                    to={newAssessmentPath(creatableTypes[0])}
                    leftSection={typeIcon(creatableTypes[0])}
                  >
                    {t('tasksPage.no_assessments_action')}
                  </Button>
                ) : (
                  <Menu position="bottom" width={240}>
                    <Menu.Target>
                      <Button
                        leftSection={<IconClipboardPlus size={16} />}
                        rightSection={<IconChevronDown size={14} />}
                        data-testid="empty-new-assessment"
                      >
                        {t('tasksPage.no_assessments_action')}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <NewAssessmentItems
                        types={creatableTypes}
                        onChoose={(type) => void navigate(newAssessmentPath(type))}
                      />
                    </Menu.Dropdown>
                  </Menu>
                )
              }
              testId="task-assessments-empty"
            />
          ) : (
            <TaskAssessmentsTable assessments={task.assessments} />
          )}
        </Card>
      </Stack>
      <TaskFormModal
        opened={editOpen}
        onClose={() => setEditOpen(false)}
        operationId={task.operation}
        task={task}
      />
      <DeleteTaskModal
        task={deleteOpen ? task : null}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => void navigate(`/operations/${task.operation}`, { replace: true })}
      />
    </>
  );
}

/** A method's icon in the menus: a camera for video, people for a survey, a list for a form. */
function typeIcon(type: string) {
  const capture = methodTraits(type)?.capture;
  if (capture === 'video') return <IconVideo size={16} />;
  return capture === 'survey' ? <IconUsersGroup size={16} /> : <IconChecklist size={16} />;
}

/** "New assessment" menu entries, one per method the task can create. */
function NewAssessmentItems({
  types,
  onChoose,
}: {
  types: readonly string[];
  onChoose: (type: string) => void;
}) {
  const { t } = useTranslation();
  return types.map((type) => (
    <Menu.Item key={type} leftSection={typeIcon(type)} onClick={() => onChoose(type)}>
      {methodName(t, type)}
    </Menu.Item>
  ));
}

/** The task at a glance: its methods, how many assessments, the last one's date, its operation. */
function TaskOverview({ task, hasLaterTypes }: { task: TaskDetail; hasLaterTypes: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="task-overview">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('tasksPage.columns.types')}
          </Text>
          <AssessmentTypeBadges types={task.assessment_types} />
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('tasksPage.columns.conducted')}
          </Text>
          <Text fw={600}>{task.assessments_conducted.toLocaleString(i18n.language)}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('tasksPage.columns.last')}
          </Text>
          <Text fw={600}>
            {task.last_assessment_date
              ? formatDate(task.last_assessment_date, i18n.language)
              : t('tasksPage.never')}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('tasksPage.operation')}
          </Text>
          <Anchor component={Link} to={`/operations/${task.operation}`} fw={600} size="sm">
            {task.operation_detail.name}
          </Anchor>
        </Stack>
      </SimpleGrid>
      {hasLaterTypes ? (
        <Text size="xs" c="dimmed" mt="md">
          {t('tasksPage.later_note')}
        </Text>
      ) : null}
    </Card>
  );
}

/** The task's assessments: name, method, status, score, date. */
function TaskAssessmentsTable({ assessments }: { assessments: TaskDetail['assessments'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assessmentsList.columns.name')}</Table.Th>
            <Table.Th>{t('assessmentsList.columns.type')}</Table.Th>
            <Table.Th>{t('assessmentsList.columns.status')}</Table.Th>
            <Table.Th>{t('assessmentsList.columns.score')}</Table.Th>
            <Table.Th>{t('assessmentsList.columns.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assessments.map((assessment) => {
            return (
              <Table.Tr key={assessment.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/assessments/${assessment.type}/${assessment.id}`}
                    size="sm"
                    fw={600}
                  >
                    {assessment.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{methodName(t, assessment.type)}</Table.Td>
                <Table.Td>
                  <AssessmentStatusBadge
                    status={assessment.status}
                    label={awaitsAnswers(assessment) ? t('surveys.list.awaiting') : undefined}
                  />
                </Table.Td>
                <Table.Td>
                  <RiskBadge
                    score={assessment.score}
                    risk={assessment.risk_level}
                    type={assessment.type}
                    coverageSufficient={assessment.coverage_sufficient}
                  />
                </Table.Td>
                <Table.Td>{formatDateTime(assessment.created_at, i18n.language)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
