import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BOARD_COLUMNS } from '../../recommendations';

/** Three columns of grey cards while a task's recommendations load. */
export function BoardSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, md: 3 }}
      spacing="md"
      aria-busy="true"
      aria-label={t('improvements.loading')}
      data-testid="board-loading"
    >
      {BOARD_COLUMNS.map((status) => (
        <Paper key={status} withBorder radius="lg" p="sm" bg="gray.0">
          <Stack gap="sm">
            <Skeleton h={22} w="45%" radius="sm" />
            <Skeleton h={120} radius="md" />
            <Skeleton h={120} radius="md" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** A read that failed, with the server's message and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertCircle size={20} aria-hidden />}
      data-testid="board-error"
    >
      <Stack gap="sm" align="flex-start">
        {error?.message ? <span>{error.message}</span> : null}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('improvements.error.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
