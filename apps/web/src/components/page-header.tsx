import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

export function PageHeader({
  title,
  description,
  actions,
  descriptionTestId,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  descriptionTestId?: string;
}) {
  usePageTitle(title);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      <Stack gap={4}>
        <Title order={1} size="h2" fw={650}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" data-testid={descriptionTestId}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions}
    </Group>
  );
}
