import type { Dashboard } from '@ergo/contracts';
import { heatColourOf, RISK_LEVELS } from '@ergo/ergonomics';
import { Anchor, Box, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { methodName } from '../../../components/method-name';
import { dashboardLinks } from './links';
import { DashboardSection } from './section';

function Swatch({ level }: { level: (typeof RISK_LEVELS)[number] }) {
  return (
    <Box
      component="span"
      aria-hidden
      w={10}
      h={10}
      style={{ borderRadius: 2, background: heatColourOf(level).hex, flexShrink: 0 }}
    />
  );
}

/** One method's tasks as a bar split by level, drawn for the eye; the table carries the numbers. */
function Bar({ entry }: { entry: Dashboard['risk_distribution'][number] }) {
  return (
    <Box
      aria-hidden
      style={{ display: 'flex', height: 12, borderRadius: 6, overflow: 'hidden', minWidth: 120 }}
      bg="gray.2"
    >
      {RISK_LEVELS.map((level) =>
        entry.counts[level] > 0 ? (
          <Box
            key={level}
            style={{
              width: `${(entry.counts[level] / entry.total) * 100}%`,
              background: heatColourOf(level).hex,
            }}
          />
        ) : null,
      )}
    </Box>
  );
}

/**
 * Per method, the risk level of every task's latest assessment. Each count opens the list of
 * exactly those assessments (latest of each task, that method, that level).
 */
export function RiskDistribution({
  data,
  notEnoughMeasured,
}: {
  data: Dashboard['risk_distribution'];
  /** assessments scored from too little of their video: in no level, listed apart */
  notEnoughMeasured: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardSection
      title={t('dashboard.distribution.title')}
      description={t('dashboard.distribution.description')}
      testId="dashboard-distribution"
    >
      <Stack gap="md" hiddenFrom="sm" data-testid="dashboard-distribution-list">
        {data.map((entry) => (
          <Stack key={entry.type} gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={650} size="sm">
                {methodName(t, entry.type)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('dashboard.distribution.tasks_count', { count: entry.total })}
              </Text>
            </Group>
            <Bar entry={entry} />
            <Group gap="xs" wrap="wrap">
              {[...RISK_LEVELS].reverse().map((level) =>
                entry.counts[level] > 0 ? (
                  <Anchor
                    key={level}
                    component={Link}
                    to={dashboardLinks.latestAt(level, entry.type)}
                    size="sm"
                  >
                    <Group gap={4} wrap="nowrap" component="span">
                      <Swatch level={level} />
                      {`${t(`risk.${level}`)}: ${entry.counts[level].toLocaleString(i18n.language)}`}
                    </Group>
                  </Anchor>
                ) : null,
              )}
            </Group>
          </Stack>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table verticalSpacing="xs" striped={false} withRowBorders>
          <Table.Caption>{t('dashboard.distribution.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboard.distribution.method')}</Table.Th>
              <Table.Th scope="col" w="30%">
                <VisuallyHidden>{t('dashboard.distribution.bar')}</VisuallyHidden>
              </Table.Th>
              {RISK_LEVELS.map((level) => (
                <Table.Th scope="col" key={level} ta="right">
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <Swatch level={level} />
                    {t(`risk.${level}`)}
                  </Group>
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {t('dashboard.distribution.total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((entry) => (
              <Table.Tr key={entry.type}>
                <Table.Th scope="row" fw={650}>
                  {methodName(t, entry.type)}
                </Table.Th>
                <Table.Td>
                  <Bar entry={entry} />
                </Table.Td>
                {RISK_LEVELS.map((level) => (
                  <Table.Td key={level} ta="right">
                    {entry.counts[level] > 0 ? (
                      <Anchor
                        component={Link}
                        to={dashboardLinks.latestAt(level, entry.type)}
                        fw={level === 'high' || level === 'very_high' ? 700 : 500}
                        aria-label={t('dashboard.distribution.cell_link', {
                          count: entry.counts[level],
                          method: methodName(t, entry.type),
                          level: t(`risk.${level}`).toLocaleLowerCase(i18n.language),
                        })}
                      >
                        {entry.counts[level].toLocaleString(i18n.language)}
                      </Anchor>
                    ) : (
                      <Text span c="dimmed" size="sm">
                        0
                      </Text>
                    )}
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={650}>
                  {entry.total.toLocaleString(i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {notEnoughMeasured > 0 ? (
        <Text size="sm" mt="sm" data-testid="dashboard-not-enough-measured">
          <Anchor component={Link} to={dashboardLinks.notEnoughMeasured()}>
            {t('dashboard.distribution.not_enough_measured', {
              count: notEnoughMeasured,
              formatted: notEnoughMeasured.toLocaleString(i18n.language),
            })}
          </Anchor>
        </Text>
      ) : null}
    </DashboardSection>
  );
}
