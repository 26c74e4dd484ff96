import { Badge, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AngleEntry } from '../lib/preview';

type Reading = Pick<
  AngleEntry,
  'from2d' | 'fromProportions' | 'lowConfidence' | 'filled' | 'byHand'
>;

/**
 * How the camera read a measured angle: from the 3D landmarks, in the picture (2D, a side-on
 * view) or from the part's length in the picture against body proportions, seen with low confidence, or taken from a nearby frame because the part was out of the
 * picture. Each badge explains itself on hover.
 */
export function ReadingBadges({ entry }: { entry: Reading }) {
  const { t } = useTranslation();
  if (entry.byHand) return null;
  const badges: { key: string; color: string }[] = [
    {
      key: entry.fromProportions ? 'proportions' : entry.from2d ? '2d' : '3d',
      color: entry.fromProportions ? 'blue' : 'gray',
    },
    ...(entry.lowConfidence ? [{ key: 'low', color: 'orange' }] : []),
    ...(entry.filled ? [{ key: 'filled', color: 'grape' }] : []),
  ];
  // flexShrink 0 (the group and each badge): a narrow table cell on a phone must not squeeze "3B"
  // to "3."
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      {badges.map(({ key, color }) => (
        <Tooltip key={key} label={t(`overrides.reading.${key}_hint`)} multiline w={260}>
          <Badge
            size="xs"
            variant="light"
            color={color}
            data-testid={`reading-${key}`}
            style={{ flexShrink: 0 }}
          >
            {t(`overrides.reading.${key}`)}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}
