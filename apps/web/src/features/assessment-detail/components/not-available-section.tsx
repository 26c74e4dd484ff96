import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb, IconNotes } from '@tabler/icons-react';
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

/** SPEC §2's recommendations and notes, side by side: both come in a later version. */
export function RecommendationsAndNotes() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <NotAvailableSection
        testId="recommendations"
        title={t('assessmentDetail.recommendations.title')}
        body={t('assessmentDetail.recommendations.body')}
        icon={<IconBulb size={18} />}
      />
      <NotAvailableSection
        testId="notes"
        title={t('assessmentDetail.notes.title')}
        body={t('assessmentDetail.notes.body')}
        icon={<IconNotes size={18} />}
      />
    </SimpleGrid>
  );
}
