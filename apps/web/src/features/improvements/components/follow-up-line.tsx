import type { BeforeAfter } from '@ergo/contracts';
import { formatPercent } from '@ergo/ergonomics';
import { Button, Group, Paper, Text } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconChartArrows,
  IconEqual,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../lib/assessment-kinds';

/** The change in words, with an arrow (never colour alone); null while there is nothing to say. */
function Change({ comparison }: { comparison: BeforeAfter }) {
  const { t, i18n } = useTranslation();
  const { points, reduction_percent: reduction, improved } = comparison.change;
  if (!comparison.ready || points === null)
    return (
      <Text size="xs" c="gray.8">
        {t('improvements.card.pending')}
      </Text>
    );
  if (points === 0 || reduction === null)
    return (
      <Group gap={4} wrap="nowrap">
        <IconEqual size={14} aria-hidden />
        <Text size="xs" c="gray.8" fw={600}>
          {t('improvements.card.unchanged')}
        </Text>
      </Group>
    );
  const percent = formatPercent(Math.abs(reduction), i18n.language);
  const Icon = improved ? IconArrowDownRight : IconArrowUpRight;
  return (
    <Group gap={4} wrap="nowrap" data-testid="card-change" data-improved={String(improved)}>
      <Icon
        size={14}
        color={`var(--mantine-color-${improved ? 'green-9' : 'red-9'})`}
        aria-hidden
      />
      {/* green.9 text would read at 4.1:1 here: the arrow carries the colour, the words stay dark */}
      <Text size="xs" fw={700} c={improved ? 'dark.9' : 'red.9'}>
        {t(improved ? 'improvements.card.reduction' : 'improvements.card.increase', { percent })}
      </Text>
    </Group>
  );
}

/**
 * A recommendation with a follow-up assessment: the score before → after, the risk reduction, and
 * the button that opens the full comparison.
 */
export function FollowUpLine({
  comparison,
  title,
  onOpen,
}: {
  comparison: BeforeAfter;
  title: string;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  const score = (side: BeforeAfter['before']) =>
    side.score === null ? '–' : formatScore(side.type, side.score, i18n.language);
  return (
    <Paper bg="gray.0" radius="sm" px="xs" py={6} data-testid="card-follow-up">
      <Group gap={8} justify="space-between" wrap="wrap">
        <Group gap={8} wrap="wrap">
          <Text size="xs" c="gray.8" data-testid="card-scores">
            {t('improvements.card.scores', {
              before: score(comparison.before),
              after: score(comparison.after),
            })}
          </Text>
          <Change comparison={comparison} />
        </Group>
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconChartArrows size={14} aria-hidden />}
          onClick={onOpen}
          aria-label={t('improvements.card.compare_named', { title })}
        >
          {t('improvements.card.compare')}
        </Button>
      </Group>
    </Paper>
  );
}
