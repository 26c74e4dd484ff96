import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="xl" maw={760}>
      <Stack gap={4}>
        <Title order={3} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      <Divider my="lg" />
      {children}
    </Card>
  );
}
