import { Badge } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Where a result's risk level would stand when too little of its video was measured: "Not enough
 * measured", outlined, with an icon, never a level's colour (issue 30).
 */
export function NotAFindingBadge({ size }: { size: 'lg' | 'xl' }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      variant="outline"
      color="orange.9"
      leftSection={<IconEyeOff size={14} aria-hidden />}
      styles={{ root: { textTransform: 'none' } }}
      data-testid="not-a-finding"
    >
      {t('risk.not_enough_measured')}
    </Badge>
  );
}
