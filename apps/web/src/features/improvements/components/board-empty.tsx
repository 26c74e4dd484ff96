import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What is missing and what to do (no operations, no task picked, no recommendations). Like the
 * app's EmptyState, with a heading at the page's next level and body text at 4.5:1 contrast.
 */
export function BoardEmpty({
  icon,
  title,
  body,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" py="lg" maw={520} mx="auto">
        <ThemeIcon size={60} radius="xl" variant="light" color="blue" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} size="h4" ta="center" c="dark.9">
          {title}
        </Title>
        <Text c="gray.7" ta="center" size="sm">
          {body}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
