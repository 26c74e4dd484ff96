import { ASSESSMENT_STATUSES, type AssessmentStatus } from '@ergo/contracts';
import { Badge, Group, Progress, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@ergo/ergonomics';
import { WHOLE_TEXT } from './risk-badge';

/** Colours of the analysis states. */
export const STATUS_COLOURS: Record<AssessmentStatus, string> = {
  pending: 'gray',
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
};

export function asStatus(value: string): AssessmentStatus {
  return (ASSESSMENT_STATUSES as readonly string[]).includes(value)
    ? (value as AssessmentStatus)
    : 'pending';
}

/** An assessment's analysis state; while it runs, with its progress. */
export function AssessmentStatusBadge({
  status,
  progress,
  label,
}: {
  status: string;
  progress?: number;
  /** what the state means for this assessment, when not the analysis (a survey awaiting answers) */
  label?: string;
}) {
  const { t, i18n } = useTranslation();
  const value = asStatus(status);
  const running = (value === 'pending' || value === 'processing') && progress !== undefined;
  return (
    <Stack gap={4} miw={running ? 110 : undefined}>
      <Group gap={6} wrap="nowrap">
        <Badge
          variant="light"
          color={STATUS_COLOURS[value]}
          styles={WHOLE_TEXT}
          data-status={value}
        >
          {label ?? t(`assessmentStatus.${value}`)}
        </Badge>
      </Group>
      {running ? (
        <Progress
          value={progress}
          size="sm"
          radius="xl"
          animated={value === 'processing'}
          aria-label={t('assessmentStatus.progress', {
            progress: formatPercent(progress, i18n.language, 0),
          })}
        />
      ) : null}
    </Stack>
  );
}
