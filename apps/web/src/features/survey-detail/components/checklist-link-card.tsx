import type { ChecklistDetail } from '@ergo/contracts';
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../lib/dates';
import { PublicLink } from './public-link';

/** The checklist's response link while the deadline has not passed; 'closed' after it. */
export function ChecklistLinkCard({ detail }: { detail: ChecklistDetail }) {
  const { t, i18n } = useTranslation();
  const deadline = formatInstant(detail.deadline, i18n.language);
  const open = detail.url !== null;
  return (
    <Card withBorder padding="lg" data-testid="response-link">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4">
            {t('surveys.checklist.link.title')}
          </Title>
          <Badge
            variant="outline"
            color={open ? 'teal.9' : 'gray.8'}
            leftSection={open ? <IconLockOpen size={12} /> : <IconLock size={12} />}
            data-testid="link-state"
          >
            {open ? t('surveys.checklist.link.open') : t('surveys.checklist.link.closed')}
          </Badge>
        </Group>
        {open && detail.url ? (
          <PublicLink url={detail.url} qrLabel={t('surveys.checklist.link.qr_label')}>
            <Text size="sm" data-testid="link-expiry">
              {t('surveys.checklist.link.until', { date: deadline })}
            </Text>
          </PublicLink>
        ) : (
          <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
            {t('surveys.checklist.link.closed_on', { date: deadline })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
