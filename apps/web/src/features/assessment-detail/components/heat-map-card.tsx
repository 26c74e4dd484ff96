import { HEAT_COLOURS, HEAT_LEVELS } from '@ergo/ergonomics';
import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExplainedStep } from '@ergo/contracts';
import { ChartFigure } from '../../../components/chart-figure';
import { heatSummary, heatTable } from '../lib/chart-summaries';
import { stepsForPart } from '../lib/steps';
import { BodyFigure, type FigurePart } from './body-figure';
import { StepLine } from './explanation';
import { WorkstationFigure } from './workstation-figure';
import { GuideLink } from '../../resources';

/** SPEC §4 legend: green low, yellow moderate, orange high, red very high. */
export function HeatLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" data-testid="heat-legend">
      {HEAT_LEVELS.map((level) => (
        <Group gap={6} key={level}>
          <span
            style={{
              width: 12,
              height: 12,
              borderRadius: 3,
              background: HEAT_COLOURS[level].hex,
              display: 'inline-block',
            }}
          />
          <Text size="xs">{t(`heatMap.levels.${level}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The heat map: the body figure or the workstation, as the method's descriptor draws its parts,
 * each part in its heat colour; a click on a part shows how its score was reached.
 */
export function HeatMapCard({
  figure,
  parts,
  steps,
  preview,
}: {
  figure: 'body' | 'workstation';
  parts: FigurePart[];
  steps: readonly ExplainedStep[];
  preview: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState<string | null>(null);
  const selectedPart = parts.find((p) => p.body_part === selected) ?? null;
  const selectedSteps = selected ? stepsForPart(steps, selected) : [];
  return (
    <Card withBorder padding="lg" data-testid="heat-map" data-tour="heat-map">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {figure === 'workstation' ? t('heatMap.workstation_title') : t('heatMap.title')}
          </Title>
          {preview ? (
            <Badge color="violet" variant="light">
              {t('overrides.preview_badge')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('heatMap.hint')}
        </Text>
        <GuideLink
          guide="reading"
          section="heat-map"
          topic={figure === 'workstation' ? t('heatMap.workstation_title') : t('heatMap.title')}
          testId="guide-link-heat-map"
        />
        <ChartFigure
          name={figure === 'workstation' ? t('heatMap.workstation_title') : t('heatMap.title')}
          summary={heatSummary(t, i18n.language, parts, figure)}
          table={heatTable(t, i18n.language, parts, figure)}
          drawingHidden={false}
          testId="heat-map-figure"
        >
          {figure === 'workstation' ? (
            <Group justify="center" align="center" gap="xl" py="xs" wrap="wrap">
              <WorkstationFigure
                parts={parts}
                selected={selected}
                onSelect={setSelected}
                height={300}
              />
              <Stack gap={6} miw={220}>
                {parts.map((part) => (
                  <UnstyledButton
                    key={part.body_part}
                    onClick={() => setSelected(part.body_part)}
                    data-testid={`heat-item-${part.body_part}`}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <span
                        style={{
                          width: 14,
                          height: 14,
                          borderRadius: 4,
                          background: part.hex,
                          flex: 'none',
                        }}
                      />
                      <Text
                        size="sm"
                        fw={selected === part.body_part ? 700 : 500}
                        style={{ flex: 1 }}
                      >
                        {t(`heatMap.parts.${part.body_part}`)}
                      </Text>
                      <Text size="sm" fw={700}>
                        {part.score}
                      </Text>
                      <Text size="xs" c="dimmed" w={72}>
                        {t(`heatMap.levels.${part.level}`)}
                      </Text>
                    </Group>
                  </UnstyledButton>
                ))}
              </Stack>
            </Group>
          ) : (
            <Group justify="center" py="xs">
              <BodyFigure parts={parts} selected={selected} onSelect={setSelected} />
            </Group>
          )}
          <HeatLegend />
        </ChartFigure>
        {selectedPart ? (
          <Stack
            gap={6}
            p="sm"
            style={{ background: 'var(--mantine-color-gray-0)', borderRadius: 8 }}
            data-testid="heat-map-selection"
          >
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t(`heatMap.parts.${selectedPart.body_part}`)}
              </Text>
              <Badge variant="light" color="gray">
                {t('heatMap.score', { score: selectedPart.score })}
              </Badge>
            </Group>
            {selectedSteps.length > 0 ? (
              selectedSteps.map((step, index) => (
                <StepLine key={`${step.id}-${index}`} step={step} />
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('heatMap.no_steps')}
              </Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
