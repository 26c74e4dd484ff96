import type { BeforeAfter } from '@ergo/contracts';
import { formatNumber, formatPercent } from '@ergo/ergonomics';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatScore } from '../../../lib/assessment-kinds';
import { formatDate } from '../../../lib/dates';
import { RiskLevelBadge } from '../../../components/risk-badge';
import { angleLabel } from '../../../lib/angle-label';

type Side = BeforeAfter['before'];

function SideCard({ label, side }: { label: string; side: Side }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`before-after-${label.toLowerCase()}`}>
      <Stack gap={4}>
        <Text size="xs" fw={700} tt="uppercase" c="gray.7">
          {label}
        </Text>
        <Anchor
          component={Link}
          to={`/assessments/${side.type}/${side.id}`}
          size="sm"
          fw={600}
          c="blue.9"
        >
          {side.name}
        </Anchor>
        <Text size="xs" c="gray.7">
          {formatDate(side.created_at, i18n.language)}
        </Text>
        <Group gap="xs">
          <Text fz={28} fw={700} lh={1} data-testid="before-after-score">
            {side.score === null ? '–' : formatScore(side.type, side.score, i18n.language)}
          </Text>
          <RiskLevelBadge risk={side.risk_level} />
        </Group>
        <Text size="xs" c="gray.7">
          {t('recommendations.beforeAfter.score')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The change in one line: points and percent, with an arrow and words (never colour alone). */
function ChangeLine({ comparison }: { comparison: BeforeAfter }) {
  const { t, i18n } = useTranslation();
  const { points, reduction_percent: reduction, improved } = comparison.change;
  if (points === null || reduction === null) return null;
  const values = {
    count: Math.abs(points),
    points: formatNumber(Math.abs(points), i18n.language, 1),
    percent: formatPercent(Math.abs(reduction), i18n.language),
  };
  if (points === 0)
    return (
      <Group gap={6} data-testid="before-after-change">
        <IconEqual size={18} aria-hidden />
        <Text fw={600}>{t('recommendations.beforeAfter.unchanged')}</Text>
      </Group>
    );
  return (
    <Group gap={6} data-testid="before-after-change" data-improved={String(improved)}>
      {improved ? (
        <IconArrowDownRight size={20} color="var(--mantine-color-green-8)" aria-hidden />
      ) : (
        <IconArrowUpRight size={20} color="var(--mantine-color-red-8)" aria-hidden />
      )}
      <Text fw={700} c="gray.9">
        {improved
          ? `${t('recommendations.beforeAfter.reduction')}: ${t('recommendations.beforeAfter.reduction_value', values)}`
          : t('recommendations.beforeAfter.worse', values)}
      </Text>
    </Group>
  );
}

const share = (value: number | undefined, language: string) =>
  value === undefined ? '–' : formatPercent(value * 100, language, 0);

/**
 * Before and after a recommendation, measured: the score and band of the original assessment and
 * of its follow-up, the change in points and percent, each body part, and the time spent in the
 * amber and red angle bands.
 */
export function BeforeAfterPanel({
  comparison,
  headingOrder = 5,
}: {
  comparison: BeforeAfter;
  /** the heading's level where the panel sits (5 inside a recommendation's card, 3 in a dialog) */
  headingOrder?: 3 | 4 | 5;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const kinematics = comparison.kinematics.filter(
    (k) =>
      (k.before?.red ?? 0) + (k.before?.amber ?? 0) + (k.after?.red ?? 0) + (k.after?.amber ?? 0) >
      0,
  );
  return (
    <Stack gap="md" data-testid="before-after">
      <Title order={headingOrder} fz="md">
        {t('recommendations.beforeAfter.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SideCard label={t('recommendations.beforeAfter.before')} side={comparison.before} />
        <SideCard label={t('recommendations.beforeAfter.after')} side={comparison.after} />
      </SimpleGrid>
      {comparison.ready ? (
        <ChangeLine comparison={comparison} />
      ) : (
        <Alert color="blue" variant="light">
          {t('recommendations.beforeAfter.pending')}
        </Alert>
      )}
      {comparison.body_parts.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped withTableBorder captionSide="top" data-testid="before-after-parts">
            <Table.Caption c="gray.8" fw={600}>
              {t('recommendations.beforeAfter.parts')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('recommendations.beforeAfter.part')}</Table.Th>
                <Table.Th scope="col">{t('recommendations.beforeAfter.before')}</Table.Th>
                <Table.Th scope="col">{t('recommendations.beforeAfter.after')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {comparison.body_parts.map((part) => (
                <Table.Tr key={part.body_part}>
                  <Table.Th scope="row" fw={500}>
                    {t(`heatMap.parts.${part.body_part}`)}
                  </Table.Th>
                  {[part.before, part.after].map((value, index) => (
                    <Table.Td key={index}>
                      {value ? `${value.score} · ${t(`heatMap.levels.${value.level}`)}` : '–'}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {kinematics.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table striped withTableBorder captionSide="top" data-testid="before-after-bands">
            <Table.Caption c="gray.8" fw={600}>
              {t('recommendations.beforeAfter.bands')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('recommendations.beforeAfter.motion')}</Table.Th>
                <Table.Th scope="col">
                  {t('recommendations.beforeAfter.red_share')} (
                  {t('recommendations.beforeAfter.before')} →{' '}
                  {t('recommendations.beforeAfter.after')})
                </Table.Th>
                <Table.Th scope="col">
                  {t('recommendations.beforeAfter.amber_share')} (
                  {t('recommendations.beforeAfter.before')} →{' '}
                  {t('recommendations.beforeAfter.after')})
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kinematics.map((k) => (
                <Table.Tr key={`${k.motion}:${k.side ?? ''}`}>
                  <Table.Th scope="row" fw={500}>
                    {angleLabel(t, k.side ? `${k.side}_${k.motion}` : k.motion)}
                  </Table.Th>
                  <Table.Td>
                    {`${share(k.before?.red, lang)} → ${share(k.after?.red, lang)}`}
                  </Table.Td>
                  <Table.Td>
                    {`${share(k.before?.amber, lang)} → ${share(k.after?.amber, lang)}`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
