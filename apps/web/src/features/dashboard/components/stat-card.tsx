import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  icon,
  children,
  testId,
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" preventGrowOverflow={false}>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          {children}
        </Stack>
        <ThemeIcon size={42} radius="md" variant="light" style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
