import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailPageHeader } from '../../../components/detail-page-header';
import { formatDate } from '../../../lib/dates';
import { TaskList } from '../../tasks';
import { useOperation } from '../api/get-operation';
import { DeleteOperationModal } from '../components/delete-operation';
import { OPERATION_TYPE_COLOURS } from '../components/operation-card';
import { OperationFormModal } from '../components/operation-form-modal';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** Operation overview (facts and counts) and its tasks list. */
export function OperationDetailRoute() {
  const { t, i18n } = useTranslation();
  const { operationId = '' } = useParams();
  const navigate = useNavigate();
  const { data: operation, isPending, isError } = useOperation(operationId);
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  if (isPending) return <Skeleton h={260} radius="lg" />;
  if (isError) {
    return (
      <Stack align="flex-start">
        <Text>{t('operationsPage.not_found')}</Text>
        <Button component={Link} to="/operations" variant="default">
          {t('operationsPage.back')}
        </Button>
      </Stack>
    );
  }
  const none = t('operationsPage.not_set');

  return (
    <>
      <DetailPageHeader
        parents={[{ label: t('operationsPage.title'), to: '/operations' }]}
        title={operation.name}
        description={operation.description || undefined}
        editLabel={t('operationsPage.actions.edit')}
        onEdit={() => setEditOpen(true)}
        deleteLabel={t('operationsPage.actions.delete')}
        onDelete={() => setDeleteOpen(true)}
      />
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg" data-testid="operation-overview">
          <Group justify="space-between" mb="md">
            <Text fw={650} fz="lg">
              {t('operationsPage.overview')}
            </Text>
            <Badge variant="light" color={OPERATION_TYPE_COLOURS[operation.operation_type]}>
              {t(`operationsPage.types.${operation.operation_type}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" verticalSpacing="md">
            <Fact
              label={t('operationsPage.stats.tasks')}
              value={operation.tasks_count.toLocaleString(i18n.language)}
            />
            <Fact
              label={t('operationsPage.stats.assessments')}
              value={operation.total_assessments.toLocaleString(i18n.language)}
            />
            <Fact
              label={t('operationsPage.stats.recent')}
              value={
                operation.most_recent_analysis
                  ? formatDate(operation.most_recent_analysis, i18n.language)
                  : t('operationsPage.stats.never')
              }
            />
            <Fact
              label={t('operationsPage.stats.created')}
              value={formatDate(operation.created_at, i18n.language)}
            />
            <Fact label={t('operationsPage.fields.duration')} value={operation.duration || none} />
            <Fact
              label={t('operationsPage.fields.grip_type')}
              value={operation.grip_type || none}
            />
            <Fact label={t('operationsPage.fields.load')} value={operation.load || none} />
            <Fact
              label={t('operationsPage.fields.repetition_rate')}
              value={operation.repetition_rate || none}
            />
          </SimpleGrid>
        </Card>
        <TaskList operationId={operation.id} />
      </Stack>
      <OperationFormModal
        opened={editOpen}
        onClose={() => setEditOpen(false)}
        operation={operation}
      />
      <DeleteOperationModal
        operation={deleteOpen ? operation : null}
        onClose={() => setDeleteOpen(false)}
        onDeleted={() => void navigate('/operations', { replace: true })}
      />
    </>
  );
}
