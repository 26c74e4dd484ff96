import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One block of the dashboard: an h2, what it shows, and the list it summarises. */
export function DashboardSection({
  title,
  description,
  more,
  children,
  testId,
}: {
  title: string;
  description?: string;
  /** the full list behind the figures */
  more?: { to: string; label: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder padding="lg" radius="lg" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Title order={2} size="h4" fw={650}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {more ? (
            <Anchor component={Link} to={more.to} size="sm" fw={600}>
              <Group gap={4} wrap="nowrap" component="span">
                {more.label}
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** One entry of a list that stands in for a table on a phone (below 768 px). */
export function PhoneRow({ children }: { children: ReactNode }) {
  return (
    <Stack gap={4} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      {children}
    </Stack>
  );
}
