import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  icon,
  children,
  testId,
  color = 'blue',
}: {
  label: string;
  icon: ReactNode;
  children: ReactNode;
  testId?: string;
  /** the icon's colour: red where a figure calls for attention (never the only signal) */
  color?: string;
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
        <ThemeIcon
          size={42}
          radius="md"
          variant="light"
          color={color}
          style={{ flexShrink: 0 }}
          aria-hidden
        >
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
