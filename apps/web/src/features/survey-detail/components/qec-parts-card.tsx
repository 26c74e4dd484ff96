import type { QecDetail } from '@ergo/contracts';
import { Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { qecItemLabel } from '../../../components/qec-observer-fields';

function PartLine({
  done,
  title,
  children,
}: {
  done: boolean;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" color={done ? 'teal' : 'gray'} radius="xl" size="md" aria-hidden>
        {done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
      </ThemeIcon>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {title}
          <Text span size="sm" fw={400} c="gray.7">
            {' · '}
            {done ? t('surveys.qec.parts.done') : t('surveys.qec.parts.to_do')}
          </Text>
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/**
 * What an unscored QEC waits for, read from the two parts shown above it rather than from the
 * stored status, which an older save may have left saying both parts (issue 30).
 */
function waitingFor(detail: QecDetail): string {
  if (detail.observer_qec_created) return 'qec.awaiting_workers';
  return detail.worker_qec_created ? 'qec.awaiting_observer' : 'qec.awaiting';
}

/**
 * What a QEC's result needs (SPEC §4 `observer_qec_created`, `worker_qec_created`): the observer's
 * items, with those still missing, and at least one worker's answers.
 */
export function QecPartsCard({ detail }: { detail: QecDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="qec-parts">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('surveys.qec.parts.title')}
        </Title>
        <PartLine done={detail.observer_qec_created} title={t('surveys.qec.parts.observer')}>
          {detail.observer_missing.length > 0 ? (
            <Stack gap={2} data-testid="observer-missing">
              <Text size="sm">
                {t('surveys.qec.parts.missing', {
                  number: detail.observer_missing.length.toLocaleString(i18n.language),
                })}
              </Text>
              <List size="sm" spacing={0}>
                {detail.observer_missing.map((item) => (
                  <List.Item key={item}>{qecItemLabel(t, item)}</List.Item>
                ))}
              </List>
            </Stack>
          ) : (
            <Text size="sm">{t('surveys.qec.parts.observer_complete')}</Text>
          )}
        </PartLine>
        <PartLine done={detail.worker_qec_created} title={t('surveys.qec.parts.workers')}>
          <Text size="sm" data-testid="workers-count">
            {detail.workers_count > 0
              ? t('surveys.qec.parts.workers_count', {
                  number: detail.workers_count.toLocaleString(i18n.language),
                })
              : t('surveys.qec.parts.no_workers')}
          </Text>
        </PartLine>
        {detail.status === 'pending' &&
        !(detail.observer_qec_created && detail.worker_qec_created) ? (
          <Text size="sm" c="gray.7" data-testid="qec-waiting">
            {t(waitingFor(detail))}
          </Text>
        ) : detail.status !== 'completed' && detail.status_message ? (
          <Text size="sm" c="gray.7">
            {detail.status_message}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
