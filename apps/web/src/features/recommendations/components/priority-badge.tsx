import { Badge, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  contrastRatio,
  readableOn,
  type RecommendationPriority,
  type RecommendationStatus,
} from '@ergo/contracts';
import { PRIORITY_COLOURS } from '../lib/labels';

const ICONS = {
  IMMEDIATE: IconAlertTriangle,
  SOON: IconClockHour4,
  PLANNED: IconCalendarEvent,
} as const;

/**
 * The priority's colour, or the nearest lighter shade of it on which dark or white text reads at
 * 4.5:1 (orange.9 reaches only 4.3:1 with either; orange.8 takes dark text at 5:1).
 */
function readableShade(shades: readonly string[], from: number): string {
  for (let shade = from; shade >= 0; shade -= 1) {
    const colour = shades[shade];
    if (colour && contrastRatio(colour, readableOn(colour)) >= 4.5) return colour;
  }
  return shades[from] ?? '#495057';
}

/**
 * A recommendation's priority: the word, an icon and the colour (never the colour alone), the
 * text dark or white, whichever reads on the badge's colour.
 */
export function PriorityBadge({ priority }: { priority: RecommendationPriority }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const [hue = 'gray', shade = '9'] = PRIORITY_COLOURS[priority].split('.');
  const background = readableShade(theme.colors[hue] ?? theme.colors.gray, Number(shade));
  const Icon = ICONS[priority];
  return (
    <Badge
      radius="sm"
      variant="filled"
      leftSection={<Icon size={12} stroke={2} aria-hidden />}
      styles={{ root: { background, color: readableOn(background), textTransform: 'none' } }}
      data-priority={priority}
    >
      <VisuallyHidden>{t('recommendations.form.priority')}: </VisuallyHidden>
      {t(`recommendations.priority.${priority}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: RecommendationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray" c="gray.9" radius="sm" tt="none" data-status={status}>
      {t(`recommendations.status.${status}`)}
    </Badge>
  );
}
