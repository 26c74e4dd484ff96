import {
  ActionIcon,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconId, IconLayoutKanban, IconPencil, IconUser } from '@tabler/icons-react';
import { isVideoMethod } from '@ergo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { methodName } from '../../../components/method-name';
import { usePageTitle } from '../../../lib/use-page-title';
import type { DetailAssessment } from '../api/get-assessment';
import { formatDateTime } from '../lib/dates';
import { EditDetailsModal } from './edit-details-modal';
import { FramesCsvButton } from './frames-csv-button';
import { ReportButton } from './report-button';

/**
 * Name, method, where it belongs and who was assessed; SPEC §2's "go to tracking page" (the task's
 * board) and "export report" (the PDF in English or Turkish), and a video's frames as CSV.
 */
export function DetailHeader({ assessment }: { assessment: DetailAssessment }) {
  const { t, i18n } = useTranslation();
  usePageTitle(assessment.name);
  const [editing, edit] = useDisclosure(false);
  return (
    <Stack gap="xs" mb="lg">
      {/* Mounted while open, so the form starts from the current values each time. */}
      {editing ? <EditDetailsModal assessment={assessment} opened onClose={edit.close} /> : null}
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to="/assessments" size="sm">
          {t('nav.assessments')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {assessment.operation_name}
        </Text>
        <Text size="sm" c="dimmed">
          {assessment.task_name}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={6}>
          <Group gap="sm">
            <Title order={1} size="h2" fw={650} data-testid="assessment-title">
              {assessment.name}
            </Title>
            <Badge variant="light" size="lg" radius="sm">
              {methodName(t, assessment.type)}
            </Badge>
            <Tooltip label={t('assessmentDetail.edit.button')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={edit.open}
                aria-label={t('assessmentDetail.edit.button')}
                data-testid="edit-details"
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Group gap="lg">
            <Group gap={6}>
              <IconCalendar size={15} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed">
                {formatDateTime(assessment.created_at, i18n.language)}
              </Text>
            </Group>
            {assessment.employee_name ? (
              <Group gap={6}>
                <IconUser size={15} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  {assessment.employee_name}
                </Text>
              </Group>
            ) : null}
            {assessment.employee_number ? (
              <Group gap={6}>
                <IconId size={15} color="var(--mantine-color-dimmed)" />
                <Text size="sm" c="dimmed">
                  {assessment.employee_number}
                </Text>
              </Group>
            ) : null}
          </Group>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconLayoutKanban size={16} />}
              component={Link}
              to={`/improvements?operation=${assessment.operation}&task=${assessment.task}`}
              data-testid="go-to-tracking"
            >
              {t('assessmentDetail.actions.tracking')}
            </Button>
            {isVideoMethod(assessment.type) && assessment.status === 'completed' ? (
              <FramesCsvButton assessment={assessment} />
            ) : null}
            <ReportButton assessment={assessment} />
          </Group>
        </Stack>
      </Group>
    </Stack>
  );
}
