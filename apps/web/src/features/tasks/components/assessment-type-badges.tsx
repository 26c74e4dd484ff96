import type { AssessmentType } from '@ergo/contracts';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { methodName } from '../../../components/method-name';

export function AssessmentTypeBadges({ types }: { types: readonly AssessmentType[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {types.map((type) => (
        <Badge key={type} size="sm" variant="outline" color="blue" radius="sm">
          {methodName(t, type)}
        </Badge>
      ))}
    </Group>
  );
}
