import type { QecResultDocument } from '@ergo/contracts';
import { HEAT_COLOURS, HEAT_LEVELS } from '@ergo/ergonomics';
import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QEC_EXPOSURES, scaleOf, type ExposureScale } from '../lib/exposures';

/** Where a score sits on its scale, 0–100 %. */
const position = (value: number, { min, max }: ExposureScale) =>
  Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));

/**
 * One score against its SPEC §9 bands: the four bands as a tinted track with their limits marked,
 * the score as a bar in its level's colour, and the score and level written out.
 */
function ExposureBar({
  label,
  score,
  level,
  scale,
}: {
  label: string;
  score: number;
  level: (typeof HEAT_LEVELS)[number];
  scale: ExposureScale;
}) {
  const { t } = useTranslation();
  const edges = [scale.min, ...scale.limits, scale.max];
  const levelName = t(`heatMap.levels.${level}`);
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">
          <Text span fw={700}>
            {score}
          </Text>
          {` · ${levelName}`}
        </Text>
      </Group>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={scale.min}
        aria-valuemax={scale.max}
        aria-valuenow={score}
        aria-valuetext={t('surveys.qec.result.bar_text', { score, level: levelName })}
        pos="relative"
        h={18}
        style={{ borderRadius: 4, overflow: 'hidden', display: 'flex' }}
      >
        {HEAT_LEVELS.map((band, index) => {
          const from = edges[index] ?? scale.min;
          const to = edges[index + 1] ?? scale.max;
          return (
            <span
              key={band}
              style={{
                width: `${position(to, scale) - position(from, scale)}%`,
                background: `${HEAT_COLOURS[band].hex}40`,
                borderRight: index < 3 ? '2px solid #ffffff' : undefined,
              }}
            />
          );
        })}
        <span
          data-testid="exposure-bar-fill"
          style={{
            position: 'absolute',
            left: 0,
            top: 4,
            bottom: 4,
            width: `${Math.max(2, position(score, scale))}%`,
            background: HEAT_COLOURS[level].hex,
            borderRadius: 3,
            boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.35)',
          }}
        />
      </Box>
      <Box pos="relative" h={14} aria-hidden>
        {edges.map((edge) => (
          <Text
            key={edge}
            span
            size="10px"
            c="gray.7"
            style={{
              position: 'absolute',
              left: `${position(edge, scale)}%`,
              transform:
                edge === scale.min
                  ? undefined
                  : edge === scale.max
                    ? 'translateX(-100%)'
                    : 'translateX(-50%)',
            }}
          >
            {edge}
          </Text>
        ))}
      </Box>
    </Stack>
  );
}

/** All eight exposure scores, each against its own bands (SPEC §9). */
export function ExposureBars({ result }: { result: QecResultDocument }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid="exposure-bars">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h4">
            {t('surveys.qec.result.bars')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('surveys.qec.result.bars_hint')}
          </Text>
        </Stack>
        {QEC_EXPOSURES.map((exposure) => {
          const { score, level } = result.exposures[exposure];
          return (
            <ExposureBar
              key={exposure}
              label={t(`qec.exposures.${exposure}`)}
              score={score}
              level={level}
              scale={scaleOf(exposure, result.back_task)}
            />
          );
        })}
      </Stack>
    </Card>
  );
}
