import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** SPEC §2 empty states (no operations, no tasks, no assessments, …): what is missing and what to do. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" py="lg" maw={480} mx="auto">
        <ThemeIcon size={60} radius="xl" variant="light" color="blue">
          {icon}
        </ThemeIcon>
        <Title order={4} ta="center">
          {title}
        </Title>
        {body ? (
          <Text c="dimmed" ta="center" size="sm">
            {body}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Card>
  );
}
