import { RECOMMENDATION_STATUSES, type Dashboard } from '@ergo/contracts';
import { Anchor, Badge, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { methodName } from '../../../components/method-name';
import { formatPercent } from '@ergo/ergonomics';
import { dashboardLinks } from './links';
import { ReductionFigure } from './operations-table';
import { DashboardSection } from './section';

/** What the completed changes achieved, measured by follow-up assessments. */
function ReductionSection({ data }: { data: Dashboard['risk_reduction'] }) {
  const { t } = useTranslation();
  return (
    <DashboardSection
      title={t('dashboard.reduction.title')}
      description={t('dashboard.reduction.description')}
      more={{ to: dashboardLinks.board(), label: t('dashboard.reduction.board') }}
      testId="dashboard-reduction"
    >
      <ReductionFigure value={data} />
      {data.measured > 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.reduction.detail', {
            improved: data.improved,
            worsened: data.worsened,
            count: data.completed,
          })}
        </Text>
      ) : null}
    </DashboardSection>
  );
}

/** Recommendations by board column, and those past their due date. */
function RecommendationsSection({ data }: { data: Dashboard['recommendations'] }) {
  const { t, i18n } = useTranslation();
  const total = RECOMMENDATION_STATUSES.reduce((n, status) => n + data.by_status[status], 0);
  return (
    <DashboardSection
      title={t('dashboard.recommendations.title')}
      more={{ to: dashboardLinks.board(), label: t('dashboard.recommendations.board') }}
      testId="dashboard-recommendations"
    >
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.recommendations.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {RECOMMENDATION_STATUSES.map((status) => (
            <Group key={status} justify="space-between" wrap="nowrap">
              <Text size="sm">{t(`dashboard.recommendations.status.${status}`)}</Text>
              <Text size="sm" fw={650}>
                {data.by_status[status].toLocaleString(i18n.language)}
              </Text>
            </Group>
          ))}
          {data.overdue > 0 ? (
            <Group gap={6} wrap="nowrap">
              <IconAlertCircle size={16} color="var(--mantine-color-red-8)" aria-hidden />
              <Text size="sm" fw={650} c="red.8">
                {t('dashboard.summary.overdue', { count: data.overdue })}
              </Text>
            </Group>
          ) : null}
        </Stack>
      )}
    </DashboardSection>
  );
}

/** Video analyses queued or running, with their progress. */
function AnalysesSection({ data }: { data: Dashboard['analyses'] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardSection
      title={t('dashboard.analyses.title')}
      more={
        data.in_progress > 0
          ? {
              to: dashboardLinks.analysing(),
              label: t('dashboard.analyses.all', { count: data.in_progress }),
            }
          : undefined
      }
      testId="dashboard-analyses"
    >
      {data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.analyses.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {data.results.map((item) => (
            <Stack key={item.id} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Anchor
                  component={Link}
                  to={dashboardLinks.assessment(item.type, item.id)}
                  size="sm"
                  fw={600}
                  truncate
                >
                  {item.name}
                </Anchor>
                <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                  {methodName(t, item.type)}
                </Badge>
              </Group>
              <Progress
                value={item.progress}
                size="sm"
                aria-label={t('dashboard.analyses.progress', {
                  name: item.name,
                  progress: formatPercent(item.progress, i18n.language, 0),
                })}
              />
              <Text size="xs" c="dimmed">
                {item.status === 'processing'
                  ? t('dashboard.analyses.running', {
                      progress: formatPercent(item.progress, i18n.language, 0),
                    })
                  : t('dashboard.analyses.queued')}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

/** Whether things are moving: measured change, the board's columns, analyses under way. */
export function ProgressCards({ data }: { data: Dashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      <ReductionSection data={data.risk_reduction} />
      <RecommendationsSection data={data.recommendations} />
      <AnalysesSection data={data.analyses} />
    </SimpleGrid>
  );
}
