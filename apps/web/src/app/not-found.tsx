import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center mih="70vh" p="lg">
      <Stack align="center" gap="sm">
        <Text fz={64} fw={800} c="gray.4" lh={1}>
          404
        </Text>
        <Title order={2}>{t('not_found.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('not_found.body')}
        </Text>
        <Button component={Link} to="/" mt="sm">
          {t('not_found.home')}
        </Button>
      </Stack>
    </Center>
  );
}
