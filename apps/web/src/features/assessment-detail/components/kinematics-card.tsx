import { Card, Group, Progress, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KinematicsDocument } from '@ergo/contracts';
import { ChartFigure } from '../../../components/chart-figure';
import { kinematicsSummary, kinematicsTable } from '../lib/chart-summaries';
import { ANGLE_BAND_HEX, formatSeconds, formatShare, onHeat } from '../lib/format';
import { GuideLink } from '../../resources';

const BANDS = ['green', 'amber', 'red'] as const;

/** Kinematics: for each measured joint motion, the share of time in the green, amber and red angle bands. */
export function KinematicsCard({
  joints,
  motions,
}: {
  joints: KinematicsDocument['joints'];
  motions?: readonly string[];
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const shown = joints
    .filter((joint) => !motions || motions.includes(joint.motion))
    .sort((a, b) => b.shares.red - a.shares.red || b.shares.amber - a.shares.amber);
  return (
    <Card withBorder padding="lg" data-testid="kinematics" data-tour="kinematics">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('charts.kinematics.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('charts.kinematics.hint')}
        </Text>
        <GuideLink
          guide="reading"
          section="kinematics"
          topic={t('charts.kinematics.title')}
          testId="guide-link-kinematics"
        />
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('charts.not_measured')}
          </Text>
        ) : (
          <ChartFigure
            name={t('charts.kinematics.title')}
            summary={kinematicsSummary(t, lang, shown)}
            table={kinematicsTable(t, lang, shown)}
            testId="kinematics-figure"
          >
            <Group gap="md" mb="sm">
              {BANDS.map((band) => (
                <Group gap={6} key={band}>
                  <span
                    style={{
                      width: 12,
                      height: 12,
                      borderRadius: 3,
                      background: ANGLE_BAND_HEX[band],
                      display: 'inline-block',
                    }}
                  />
                  <Text size="xs">{t(`charts.bands.${band}`)}</Text>
                </Group>
              ))}
            </Group>
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm" verticalSpacing={10}>
              {shown.map((joint) => {
                const label = joint.side
                  ? t('charts.joint_side', {
                      motion: t(`charts.motions.${joint.motion}`),
                      side: t(`charts.sides.${joint.side}`),
                    })
                  : t(`charts.motions.${joint.motion}`);
                return (
                  <Stack
                    key={`${joint.motion}-${joint.side ?? 'axial'}`}
                    gap={3}
                    data-testid="kinematics-row"
                  >
                    <Tooltip
                      label={t('charts.kinematics.measured', {
                        seconds: formatSeconds(joint.measured_seconds, lang),
                      })}
                      position="top-start"
                    >
                      <Text size="sm" truncate>
                        {label}
                      </Text>
                    </Tooltip>
                    <Progress.Root size={16}>
                      {BANDS.map((band) =>
                        joint.shares[band] > 0 ? (
                          <Tooltip
                            key={band}
                            label={t('charts.kinematics.band_share', {
                              band: t(`charts.bands.${band}`),
                              share: formatShare(joint.shares[band], lang),
                              seconds: formatSeconds(joint.seconds[band], lang),
                            })}
                          >
                            <Progress.Section
                              value={joint.shares[band] * 100}
                              color={ANGLE_BAND_HEX[band]}
                            >
                              {/* below 15% of a half-width bar "%13" no longer fits: the tooltip has it */}
                              {joint.shares[band] >= 0.15 ? (
                                <Progress.Label style={{ color: onHeat(ANGLE_BAND_HEX[band]) }}>
                                  {formatShare(joint.shares[band], lang)}
                                </Progress.Label>
                              ) : null}
                            </Progress.Section>
                          </Tooltip>
                        ) : null,
                      )}
                    </Progress.Root>
                  </Stack>
                );
              })}
            </SimpleGrid>
          </ChartFigure>
        )}
      </Stack>
    </Card>
  );
}
