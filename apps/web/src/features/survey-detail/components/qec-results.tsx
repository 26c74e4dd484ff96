import type { QecDetail, QecSubmission } from '@ergo/contracts';
import {
  Alert,
  Card,
  Group,
  List,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@ergo/ergonomics';
import { formatInstant } from '../../../lib/dates';
import { RiskLevelBadge } from '../../../components/risk-badge';
import { useQecResult } from '../api/get-qec-result';
import { ExposureBars } from './exposure-bars';
import { QecBodyMap } from './qec-body-map';
import { QecExplanation } from './qec-explanation';

const ALL = 'all';

/** "Worker 2 · Packer · 21 Nov 2026, 09:15": submissions come newest first, numbered oldest first. */
export function workerLabel(
  t: TFunction,
  language: string,
  submissions: readonly QecSubmission[],
  index: number,
): string {
  const submission = submissions[index];
  const number = submissions.length - index;
  const name = t('surveys.qec.workers.worker', { number });
  return submission
    ? `${name} · ${submission.job_title} · ${formatInstant(submission.submitted_at, language)}`
    : name;
}

/**
 * A QEC's result, once the observer part and at least one worker's answers exist: all workers
 * combined (each question's median answer) or one worker's; the overall exposure with its action
 * level, the body heat map, the eight scores against their bands, and how each was reached.
 */
export function QecResults({
  detail,
  submissions,
}: {
  detail: QecDetail;
  submissions: readonly QecSubmission[];
}) {
  const { t, i18n } = useTranslation();
  const [worker, setWorker] = useState<string>(ALL);
  const ready = detail.observer_qec_created && detail.worker_qec_created;
  const query = useQecResult(
    detail.id,
    worker === ALL ? null : worker,
    detail.workers_count,
    ready,
  );
  const state = query.data;

  return (
    <Stack gap="lg" data-testid="qec-results">
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Group gap="xs">
              <Title order={2} size="h4">
                {t('surveys.qec.result.title')}
              </Title>
              {query.isFetching ? <Loader size="xs" aria-label={t('surveys.loading')} /> : null}
            </Group>
            <Select
              label={t('surveys.qec.result.scored_answers')}
              value={worker}
              onChange={(value) => setWorker(value ?? ALL)}
              allowDeselect={false}
              data={[
                {
                  value: ALL,
                  label: t('surveys.qec.result.all_workers', {
                    number: detail.workers_count.toLocaleString(i18n.language),
                  }),
                },
                ...submissions.map((submission, index) => ({
                  value: submission.id,
                  label: workerLabel(t, i18n.language, submissions, index),
                })),
              ]}
              w={{ base: '100%', sm: 380 }}
              data-testid="worker-select"
            />
          </Group>
          {!state ? (
            query.isError ? (
              <Alert color="red" variant="light" role="alert">
                {query.error.message}
              </Alert>
            ) : (
              <Loader size="sm" aria-label={t('surveys.loading')} />
            )
          ) : !state.ready ? (
            <Alert
              color="blue"
              variant="light"
              icon={<IconInfoCircle size={18} />}
              title={t('surveys.qec.result.not_ready')}
              data-testid="result-missing"
            >
              <List size="sm">
                {state.messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          ) : (
            <Group gap="xl" align="flex-start" wrap="wrap" data-testid="qec-exposure">
              <Stack gap={2}>
                <Text size="sm" c="gray.7">
                  {t('surveys.qec.result.exposure')}
                </Text>
                <Text fz={40} fw={750} lh={1.1} data-testid="exposure-percent">
                  {formatPercent(state.result.exposure_percent, i18n.language)}
                </Text>
                <RiskLevelBadge risk={state.result.risk_level} size="lg" />
              </Stack>
              <Stack gap={6} style={{ flex: '1 1 280px' }}>
                <Text size="sm">
                  <Text span fw={600}>
                    {t('surveys.qec.result.action')}
                  </Text>
                  {': '}
                  <span data-testid="action-label">{state.result.action_label}</span>
                </Text>
                <Text size="sm">
                  {t('surveys.qec.result.total', {
                    total: state.result.total.toLocaleString(i18n.language),
                    max: state.result.total_max.toLocaleString(i18n.language),
                  })}
                </Text>
                <Text size="sm" c="gray.7" data-testid="scored-workers">
                  {state.result.worker === null
                    ? t('surveys.qec.result.combined', { count: state.result.workers_count })
                    : t('surveys.qec.result.one_worker')}
                </Text>
              </Stack>
            </Group>
          )}
        </Stack>
      </Card>
      {state?.ready ? (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <QecBodyMap result={state.result} />
            <ExposureBars result={state.result} />
          </SimpleGrid>
          <QecExplanation result={state.result} />
        </>
      ) : null}
    </Stack>
  );
}
