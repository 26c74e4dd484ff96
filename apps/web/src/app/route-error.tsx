import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen throws (or its lazy chunk fails to load). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="70vh" p="lg">
      <Stack align="center" gap="sm" maw={460}>
        <Title order={2}>{t('errors.something_went_wrong')}</Title>
        <Text c="dimmed" ta="center">
          {t('errors.unexpected')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
