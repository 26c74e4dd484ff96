import type { RecommendationPriority, RecommendationStatus } from '@ergo/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLOURS } from '../lib/labels';

/** A recommendation's priority: its word always shows, the colour only supports it. */
export function PriorityBadge({ priority }: { priority: RecommendationPriority }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      color={PRIORITY_COLOURS[priority]}
      radius="sm"
      tt="none"
      data-priority={priority}
    >
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
