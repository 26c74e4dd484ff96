import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

/** The top of a public form: who asks (the organization), the form's title (the h1), what it is. */
export function FormHeader({
  organization,
  title,
  kind,
  children,
}: {
  organization: string;
  title: string;
  kind: string;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs">
        <Text size="sm" fw={600} c="blue.8" data-testid="organization-name">
          {organization}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.25} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {kind}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
