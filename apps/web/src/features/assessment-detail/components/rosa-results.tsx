import { rosaBand, heatColourOf } from '@ergo/ergonomics';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { onHeat } from '../lib/format';
import { RiskLevelBadge } from './risk-level-badge';

const MAIN_ITEMS = ['chair', 'monitor', 'mouse', 'keyboard'] as const;
const CHART_ROWS = [
  'seat_height_plus_depth',
  'armrest_plus_back',
  'chart_a',
  'chair',
  'monitor',
  'telephone',
  'section_b',
  'mouse',
  'keyboard',
  'section_c',
  'monitor_and_peripherals',
  'final',
] as const;

/** SPEC §4 ROSA band of a sub-score (a chart value below 1, e.g. an unused telephone, counts as 1). */
const rosaRisk = (score: number) =>
  rosaBand(Math.min(10, Math.max(1, Math.round(score)))).risk_level;
const rosaHex = (score: number) => heatColourOf(rosaRisk(score)).hex;

/** ROSA final_scores: the chair, monitor, mouse and keyboard scores, coloured by SPEC §4 band. */
export function RosaFinalCards({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const finals = (detail.final_scores ?? {}) as Record<string, number | undefined>;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="rosa-results">
      {MAIN_ITEMS.map((item) => {
        const score = finals[item];
        const hex = score === undefined ? '#adb5bd' : rosaHex(score);
        return (
          <Card
            key={item}
            withBorder
            padding="md"
            data-testid={`rosa-final-${item}`}
            style={{ borderTop: `4px solid ${hex}` }}
          >
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`heatMap.parts.${item}`)}
            </Text>
            <Group gap="xs" align="baseline" justify="space-between">
              <Text fz={28} fw={750}>
                {score ?? '—'}
              </Text>
              {score !== undefined ? <RiskLevelBadge risk={rosaRisk(score)} size="sm" /> : null}
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** Every chart value of the ROSA sheet (sections A, B, C, peripherals, final). */
export function RosaChartTable({ detail }: { detail: Record<string, unknown> }) {
  const { t } = useTranslation();
  const finals = (detail.final_scores ?? {}) as Record<string, number | undefined>;
  return (
    <Card withBorder padding="lg" data-testid="rosa-chart-scores">
      <Stack gap="sm">
        <Title order={4}>{t('assessmentDetail.rosa.final_scores')}</Title>
        <Table verticalSpacing={6} striped>
          <Table.Tbody>
            {CHART_ROWS.filter((row) => finals[row] !== undefined).map((row) => (
              <Table.Tr key={row} fw={row === 'final' ? 700 : undefined}>
                <Table.Td>
                  <Text size="sm" fw={row === 'final' ? 700 : 400}>
                    {t(`assessmentDetail.rosa.rows.${row}`)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Badge
                    radius="sm"
                    styles={{
                      root: {
                        background: rosaHex(finals[row] ?? 1),
                        color: onHeat(rosaHex(finals[row] ?? 1)),
                        minWidth: 34,
                      },
                    }}
                  >
                    {finals[row]}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {detail.telephone_absent === true ? (
          <Text size="xs" c="dimmed">
            {t('assessmentDetail.rosa.telephone_absent')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
