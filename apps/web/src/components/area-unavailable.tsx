import { Badge, Button, Card, Center, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from './page-header';

/**
 * An area of SPEC §2 that this version does not have yet: it says so plainly and shows what the
 * area will hold, with no invented data.
 */
export function AreaUnavailable({
  title,
  description,
  plannedItems,
  icon,
}: {
  title: string;
  description: string;
  plannedItems: string[];
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card withBorder radius="lg" padding="xl" data-testid="area-unavailable">
        <Center>
          <Stack align="center" gap="md" maw={560} py="lg">
            <ThemeIcon size={64} radius="xl" variant="light" color="gray">
              {icon}
            </ThemeIcon>
            <Badge variant="light" color="orange" leftSection={<IconTool size={12} />}>
              {t('unavailable.badge')}
            </Badge>
            <Title order={3} ta="center">
              {t('unavailable.title')}
            </Title>
            <Text c="dimmed" ta="center">
              {t('unavailable.body')}
            </Text>
            <Stack gap={6} w="100%">
              <Text fw={600} size="sm">
                {t('unavailable.planned')}
              </Text>
              <List size="sm" c="dimmed" spacing={4}>
                {plannedItems.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Stack>
            <Button
              component={Link}
              to="/dashboard"
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('unavailable.back')}
            </Button>
          </Stack>
        </Center>
      </Card>
    </>
  );
}
