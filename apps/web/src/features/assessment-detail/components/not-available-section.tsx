import { Badge, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A section SPEC puts on the detail screen whose data this version does not have yet (no invented content). */
export function NotAvailableSection({
  title,
  body,
  icon,
  testId,
}: {
  title: string;
  body: string;
  icon: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <ThemeIcon variant="light" color="gray" radius="md">
              {icon}
            </ThemeIcon>
            <Title order={4}>{title}</Title>
          </Group>
          <Badge variant="light" color="orange">
            {t('assessmentDetail.not_available.badge')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {body}
        </Text>
      </Stack>
    </Card>
  );
}
