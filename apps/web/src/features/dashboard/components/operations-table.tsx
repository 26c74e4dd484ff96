import type { Dashboard, RiskReduction } from '@ergo/contracts';
import { Anchor, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPercent } from '@ergo/ergonomics';
import { formatDate } from '../../../lib/dates';
import { dashboardLinks } from './links';
import { DashboardSection, PhoneRow } from './section';

/** A measured change, worded and marked with an arrow so colour is not the only signal. */
export function ReductionFigure({ value }: { value: RiskReduction }) {
  const { t, i18n } = useTranslation();
  if (value.mean_percent === null)
    return (
      <Text size="sm" c="dimmed">
        {value.completed > 0
          ? t('dashboard.reduction.not_measured', { count: value.completed })
          : t('dashboard.reduction.none')}
      </Text>
    );
  const down = value.mean_percent >= 0;
  const Icon = down ? IconTrendingDown : IconTrendingUp;
  return (
    <Stack gap={0}>
      <Group gap={4} wrap="nowrap">
        <Icon
          size={16}
          aria-hidden
          color={down ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)'}
        />
        <Text size="sm" fw={650} c={down ? 'green.9' : 'red.8'}>
          {t(down ? 'dashboard.reduction.down' : 'dashboard.reduction.up', {
            percent: formatPercent(Math.abs(value.mean_percent), i18n.language),
          })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('dashboard.reduction.pairs', { count: value.measured })}
      </Text>
    </Stack>
  );
}

/** The share of an operation's assessed tasks at high risk, linked to their latest assessments. */
function HighRiskShare({ op }: { op: Dashboard['operations']['results'][number] }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  if (op.high_risk_share === null)
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.operations.not_assessed')}
      </Text>
    );
  return (
    <Stack gap={4}>
      <Anchor
        component={Link}
        to={dashboardLinks.latestOfOperation(op.id)}
        size="sm"
        fw={op.high_risk_tasks > 0 ? 650 : 500}
      >
        {t('dashboard.operations.share', {
          high: number(op.high_risk_tasks),
          count: op.assessed_tasks,
          assessed: number(op.assessed_tasks),
          percent: formatPercent(op.high_risk_share * 100, i18n.language, 0),
        })}
      </Anchor>
      <Progress value={op.high_risk_share * 100} color="red.7" size="sm" aria-hidden />
    </Stack>
  );
}

/** Per operation: its size, the share of its tasks at high risk, and what the changes achieved. */
export function OperationsTable({ data }: { data: Dashboard['operations'] }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <DashboardSection
      title={t('dashboard.operations.title')}
      description={t('dashboard.operations.description')}
      more={{ to: '/operations', label: t('dashboard.operations.all', { count: data.count }) }}
      testId="dashboard-operations"
    >
      <Stack gap="sm" hiddenFrom="sm">
        {data.results.map((op) => (
          <PhoneRow key={op.id}>
            <Anchor component={Link} to={dashboardLinks.operation(op.id)} fw={650} size="sm">
              {op.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {`${t('dashboard.operations.tasks', { count: op.tasks_count })} · ${t(
                'dashboard.operations.assessments',
                { count: op.total_assessments },
              )}`}
            </Text>
            <HighRiskShare op={op} />
            <ReductionFigure value={op.risk_reduction} />
          </PhoneRow>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.operations.operation')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('dashboard.operations.tasks')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('dashboard.operations.assessments')}
              </Table.Th>
              <Table.Th scope="col">{t('dashboard.operations.high_risk')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.operations.reduction')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.operations.latest')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((op) => (
              <Table.Tr key={op.id}>
                <Table.Td>
                  <Anchor component={Link} to={dashboardLinks.operation(op.id)} fw={650} size="sm">
                    {op.name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{number(op.tasks_count)}</Table.Td>
                <Table.Td ta="right">{number(op.total_assessments)}</Table.Td>
                <Table.Td miw={170}>
                  <HighRiskShare op={op} />
                </Table.Td>
                <Table.Td>
                  <ReductionFigure value={op.risk_reduction} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {op.most_recent_analysis
                      ? formatDate(op.most_recent_analysis, i18n.language)
                      : t('dashboard.operations.never')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </DashboardSection>
  );
}
