import { rosaDetail, type ScoreDocument } from '@ergo/contracts';
import { rosaBand, heatColourOf } from '@ergo/ergonomics';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { onHeat } from '../lib/format';
import { RiskLevelBadge } from '../../../components/risk-badge';

const MAIN_ITEMS = ['chair', 'monitor', 'mouse', 'keyboard'] as const;

/** SPEC §4 ROSA band of a sub-score (a chart value below 1, e.g. an unused telephone, counts as 1). */
const rosaRisk = (score: number) =>
  rosaBand(Math.min(10, Math.max(1, Math.round(score)))).risk_level;
const rosaHex = (score: number) => heatColourOf(rosaRisk(score)).hex;

/** The ROSA sheet of a result (its `score.detail`), or null when the document is not a ROSA result. */
function rosaSheet(result: ScoreDocument) {
  const parsed = rosaDetail.safeParse(result.detail);
  return parsed.success ? parsed.data : null;
}

/** ROSA final_scores: the chair, monitor, mouse and keyboard scores, coloured by SPEC §4 band. */
export function RosaFinalCards({ result }: { result: ScoreDocument }) {
  const { t } = useTranslation();
  const sheet = rosaSheet(result);
  if (!sheet) return null;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="rosa-results" data-tour="workstation">
      {MAIN_ITEMS.map((item) => {
        const score = sheet.final_scores[item];
        const hex = rosaHex(score);
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
                {score}
              </Text>
              <RiskLevelBadge risk={rosaRisk(score)} size="sm" />
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** Every chart value of the ROSA sheet (sections A, B, C, peripherals, final), in the sheet's order. */
export function RosaChartTable({ result }: { result: ScoreDocument }) {
  const { t } = useTranslation();
  const sheet = rosaSheet(result);
  if (!sheet) return null;
  return (
    <Card withBorder padding="lg" data-testid="rosa-chart-scores">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('methodResults.rosa.final_scores')}
        </Title>
        <Table verticalSpacing={6} striped>
          <Table.Tbody>
            {Object.entries(sheet.final_scores).map(([row, score]) => (
              <Table.Tr key={row} fw={row === 'final' ? 700 : undefined}>
                <Table.Td>
                  <Text size="sm" fw={row === 'final' ? 700 : 400}>
                    {t(`methodResults.rosa.rows.${row}`)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Badge
                    radius="sm"
                    styles={{
                      root: {
                        background: rosaHex(score),
                        color: onHeat(rosaHex(score)),
                        minWidth: 34,
                      },
                    }}
                  >
                    {score}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {sheet.telephone_absent ? (
          <Text size="xs" c="dimmed">
            {t('methodResults.rosa.telephone_absent')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
