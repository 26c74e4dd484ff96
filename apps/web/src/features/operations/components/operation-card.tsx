import type { Operation } from '@ergo/contracts';
import { ActionIcon, Badge, Card, Group, Menu, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';

export const OPERATION_TYPE_COLOURS = {
  production: 'blue',
  warehouse: 'grape',
  office: 'teal',
  other: 'gray',
} as const;

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** One operation in the list: its type, counts and most recent analysis, with edit and delete. */
export function OperationCard({
  operation,
  onEdit,
  onDelete,
}: {
  operation: Operation;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="operation-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text
              component={Link}
              to={`/operations/${operation.id}`}
              fw={650}
              fz="lg"
              truncate
              c="dark"
              style={{ textDecoration: 'none' }}
            >
              {operation.name}
            </Text>
            <Badge
              variant="light"
              color={OPERATION_TYPE_COLOURS[operation.operation_type]}
              size="sm"
            >
              {t(`operationsPage.types.${operation.operation_type}`)}
            </Badge>
          </Stack>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('operationsPage.actions.menu', { name: operation.name })}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                {t('operationsPage.actions.edit')}
              </Menu.Item>
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                {t('operationsPage.actions.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} mih={40}>
          {operation.description || t('operationsPage.no_description')}
        </Text>
        <SimpleGrid cols={3} spacing="xs" mt="auto">
          <Stat
            label={t('operationsPage.stats.tasks')}
            value={operation.tasks_count.toLocaleString(i18n.language)}
            testId="operation-tasks-count"
          />
          <Stat
            label={t('operationsPage.stats.assessments')}
            value={operation.total_assessments.toLocaleString(i18n.language)}
          />
          <Stat
            label={t('operationsPage.stats.recent')}
            value={
              operation.most_recent_analysis
                ? formatDate(operation.most_recent_analysis, i18n.language)
                : t('operationsPage.stats.never')
            }
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
