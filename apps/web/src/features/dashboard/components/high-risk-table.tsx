import type { Dashboard } from '@ergo/contracts';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { methodName } from '../../../components/method-name';
import { RiskBadge } from '../../../components/risk-badge';
import { formatDate } from '../../../lib/dates';
import { dashboardLinks } from './links';

/** Two links stacked in a cell: each at least 24 px high (WCAG 2.2, 2.5.8 Target Size). */
const TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;
import { DashboardSection, PhoneRow } from './section';

/** The tasks whose latest assessment is at high or very high risk, worst first. */
export function HighRiskTable({ data }: { data: Dashboard['high_risk'] }) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardSection
      title={t('dashboard.high_risk.title')}
      description={t('dashboard.high_risk.description')}
      more={
        data.count > 0
          ? {
              to: dashboardLinks.highRisk(),
              label: t('dashboard.high_risk.all', { count: data.count }),
            }
          : undefined
      }
      testId="dashboard-high-risk-list"
    >
      {data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.high_risk.none')}
        </Text>
      ) : (
        <>
          <Stack gap="sm" hiddenFrom="sm">
            {data.results.map((row) => (
              <PhoneRow key={row.assessment_id}>
                <Anchor
                  component={Link}
                  to={dashboardLinks.assessment(row.type, row.assessment_id)}
                  fw={650}
                  size="sm"
                >
                  {row.task_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {`${row.operation_name} · ${methodName(t, row.type)} · ${formatDate(row.created_at, i18n.language)}`}
                </Text>
                <div>
                  <RiskBadge score={row.score} risk={row.risk_level} type={row.type} />
                </div>
              </PhoneRow>
            ))}
          </Stack>
          <Table.ScrollContainer minWidth={520} visibleFrom="sm">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('dashboard.high_risk.task')}</Table.Th>
                  <Table.Th scope="col">{t('dashboard.high_risk.method')}</Table.Th>
                  <Table.Th scope="col">{t('dashboard.high_risk.score')}</Table.Th>
                  <Table.Th scope="col">{t('dashboard.high_risk.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.results.map((row) => (
                  <Table.Tr key={row.assessment_id}>
                    <Table.Td>
                      <Stack gap={0} align="flex-start">
                        <Anchor
                          component={Link}
                          to={dashboardLinks.assessment(row.type, row.assessment_id)}
                          fw={650}
                          size="sm"
                          style={TARGET}
                        >
                          {row.task_name}
                        </Anchor>
                        <Anchor
                          component={Link}
                          to={dashboardLinks.operation(row.operation_id)}
                          size="xs"
                          c="dimmed"
                          style={TARGET}
                        >
                          {row.operation_name}
                        </Anchor>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{methodName(t, row.type)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <RiskBadge score={row.score} risk={row.risk_level} type={row.type} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDate(row.created_at, i18n.language)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </DashboardSection>
  );
}
