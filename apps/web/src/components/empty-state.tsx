import { Box, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

/** SPEC §2 empty states (no operations, no tasks, no assessments, …): what is missing and what to do. */
export function EmptyState({
  icon,
  title,
  body,
  action,
  testId,
  headingOrder = 4,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: ReactNode;
  testId?: string;
  /** the heading's level under the page's h1 (a board's empty column area is an h2) */
  headingOrder?: 2 | 3 | 4;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" py="lg" maw={480} w="100%" mx="auto">
        <ThemeIcon size={60} radius="xl" variant="light" color="blue" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={headingOrder} size="h4" ta="center">
          {title}
        </Title>
        {body ? (
          <Text c="gray.7" ta="center" size="sm">
            {body}
          </Text>
        ) : null}
        {action ? <Box className={classes.action}>{action}</Box> : null}
      </Stack>
    </Card>
  );
}
