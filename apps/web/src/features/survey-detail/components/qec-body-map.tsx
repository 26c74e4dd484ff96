import { QEC_DRAWN_AS, QEC_SCORES_AT, type QecResultDocument } from '@ergo/contracts';
import { HEAT_COLOURS } from '@ergo/ergonomics';
import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BodyFigure, HeatLegend, type FigurePart } from '../../assessment-detail';
import { QEC_BODY_EXPOSURES, type Exposure } from '../lib/exposures';

const DRAWN_AS: Record<(typeof QEC_BODY_EXPOSURES)[number], readonly string[]> = QEC_DRAWN_AS;
const REGION_OF = new Map(
  Object.entries(DRAWN_AS).flatMap(([exposure, parts]) =>
    parts.map((part) => [part, exposure as Exposure]),
  ),
);

/**
 * SPEC §4 heat map of QEC's body regions (back, shoulder/arm, wrist/hand, neck), each in its level's
 * colour, with the same scores and levels written out beside the figure.
 */
export function QecBodyMap({ result }: { result: QecResultDocument }) {
  const { t } = useTranslation();
  const regionName = (exposure: Exposure) => t(`qec.exposures.${exposure}`);
  const parts: FigurePart[] = QEC_BODY_EXPOSURES.flatMap((exposure) => {
    const { score, level } = result.exposures[exposure];
    return DRAWN_AS[exposure].map((body_part) => ({
      body_part,
      score,
      level,
      hex: HEAT_COLOURS[level].hex,
    }));
  });
  return (
    <Card withBorder padding="lg" data-testid="qec-heat-map">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('surveys.qec.result.heat_map')}
        </Title>
        <Group justify="center" align="center" gap="xl" wrap="wrap">
          <BodyFigure
            parts={parts}
            height={320}
            label={t('surveys.qec.result.heat_map_label')}
            partName={(part) => {
              const region = REGION_OF.get(part);
              return region ? regionName(region) : t(`heatMap.parts.${part}`);
            }}
            scoresAt={QEC_SCORES_AT}
          />
          <Table withRowBorders={false} w="auto" data-testid="qec-heat-map-labels">
            <Table.Tbody>
              {QEC_BODY_EXPOSURES.map((exposure) => {
                const { score, level } = result.exposures[exposure];
                return (
                  <Table.Tr key={exposure} data-level={level}>
                    <Table.Td>
                      <span
                        aria-hidden
                        style={{
                          display: 'inline-block',
                          width: 14,
                          height: 14,
                          borderRadius: 4,
                          background: HEAT_COLOURS[level].hex,
                          verticalAlign: 'middle',
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {regionName(exposure)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{score}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`heatMap.levels.${level}`)}</Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Group>
        <HeatLegend />
      </Stack>
    </Card>
  );
}
