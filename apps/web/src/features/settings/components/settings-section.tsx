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
        {/* h2: the sections sit right under the page's h1 (WCAG 1.3.1, no skipped level). */}
        <Title order={2} fz="lg">
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
