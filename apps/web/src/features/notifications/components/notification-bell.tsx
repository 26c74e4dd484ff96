import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Indicator,
  Popover,
  Progress,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STATUS_COLOURS, asStatus } from '../../../components/assessment-status-badge';
import { formatPercent } from '@ergo/ergonomics';
import { formatDateTime } from '../../../lib/dates';
import type { QueueEntry } from '../api/queue-store';
import {
  readAllNotifications,
  readNotification,
  useNotificationConnection,
  useQueue,
} from '../api/use-notifications';
import { methodName } from '../../../components/method-name';

function QueueItem({ entry, onOpen }: { entry: QueueEntry; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const status = asStatus(entry.status);
  const running = status === 'pending' || status === 'processing';
  return (
    <UnstyledButton
      component={Link}
      to={entry.url}
      onClick={onOpen}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: entry.read ? undefined : 'var(--mantine-color-blue-0)',
      }}
      data-testid="notification-item"
      data-status={status}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600} truncate>
            {entry.name}
          </Text>
          <Badge size="xs" variant="light" color={STATUS_COLOURS[status]} style={{ flexShrink: 0 }}>
            {t(`assessmentStatus.${status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {`${methodName(t, entry.model_name)} · ${entry.message}`}
        </Text>
        {running ? (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={entry.progress}
              size="sm"
              radius="xl"
              animated
              style={{ flex: 1 }}
              aria-label={t('assessmentStatus.progress', {
                progress: formatPercent(entry.progress, i18n.language, 0),
              })}
            />
            <Text size="xs" c="dimmed" w={36} ta="right">
              {formatPercent(entry.progress, i18n.language, 0)}
            </Text>
          </Group>
        ) : null}
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.first_seen, i18n.language)}
          </Text>
          {/* In words too: the tinted background alone would say it by colour only. */}
          {entry.read ? null : (
            <Text size="xs" fw={600} c="blue.9" data-testid="notification-unread">
              {t('notifications.unread')}
            </Text>
          )}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

/**
 * The header bell: the video-analysis queue, newest first, with the unread count. The history is
 * kept on the server per user: opening a notification marks it read, and so does "Mark all as read".
 */
export function NotificationBell() {
  const { t } = useTranslation();
  useNotificationConnection();
  const entries = useQueue();
  const [opened, setOpened] = useState(false);
  const unread = entries.filter((entry) => !entry.read).length;

  const toggle = () => setOpened((value) => !value);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      radius="md"
      withArrow
    >
      {/* The target is the button itself: Popover.Target gives its child aria-expanded, which a
          plain div (the indicator) may not carry (axe aria-allowed-attr, WCAG 4.1.2). */}
      <Indicator
        label={unread > 9 ? '9+' : unread}
        size={18}
        color="red"
        disabled={unread === 0}
        offset={4}
        data-testid="notification-count"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={toggle}
            aria-label={t('notifications.bell', { count: unread })}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} data-testid="notification-list">
        <Stack gap={4} px="md" py="sm" align="flex-start">
          <Group justify="space-between" gap="xs" wrap="nowrap" w="100%">
            <Text fw={650}>{t('notifications.title')}</Text>
            {unread > 0 ? (
              <Text
                size="sm"
                c="dimmed"
                style={{ whiteSpace: 'nowrap' }}
                data-testid="notification-unread-count"
              >
                {t('notifications.unread_count', { count: unread })}
              </Text>
            ) : null}
          </Group>
          {unread > 0 ? (
            <Button variant="subtle" size="compact-sm" ml={-8} onClick={readAllNotifications}>
              {t('notifications.mark_all_read')}
            </Button>
          ) : null}
        </Stack>
        <Divider />
        {entries.length === 0 ? (
          <Box p="lg">
            <Text size="sm" c="dimmed" ta="center">
              {t('notifications.empty')}
            </Text>
          </Box>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack gap={2} p={6}>
              {entries.map((entry) => (
                <QueueItem
                  key={entry.model_id}
                  entry={entry}
                  onOpen={() => {
                    readNotification(entry);
                    setOpened(false);
                  }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
