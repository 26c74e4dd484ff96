import { Badge, Card, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBook2,
  IconBuildingFactory2,
  IconClipboardCheck,
  IconLayoutKanban,
  IconSettings,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './areas-overview.module.css';

/** What each area of the product offers in this version, stated plainly. */
const AREAS = [
  {
    to: '/operations',
    titleKey: 'nav.operations',
    bodyKey: 'dashboard.areas.operations',
    icon: IconBuildingFactory2,
    available: true,
  },
  {
    to: '/assessments',
    titleKey: 'nav.assessments',
    bodyKey: 'dashboard.areas.assessments',
    icon: IconClipboardCheck,
    available: true,
  },
  {
    to: '/improvements',
    titleKey: 'nav.improvements',
    bodyKey: 'dashboard.areas.improvements',
    icon: IconLayoutKanban,
    available: true,
  },
  {
    to: '/resources',
    titleKey: 'nav.resources',
    bodyKey: 'dashboard.areas.resources',
    icon: IconBook2,
    available: false,
  },
  {
    to: '/settings',
    titleKey: 'nav.settings',
    bodyKey: 'dashboard.areas.settings',
    icon: IconSettings,
    available: true,
  },
] as const;

export function AreasOverview() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Text fw={650} mb={4}>
        {t('dashboard.areas.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('dashboard.areas.subtitle')}
      </Text>
      <Stack gap={4}>
        {AREAS.map((area) => (
          <UnstyledButton key={area.to} component={Link} to={area.to} className={classes.row}>
            <Group wrap="nowrap" gap="md" preventGrowOverflow={false}>
              <ThemeIcon
                size={38}
                radius="md"
                variant="light"
                color={area.available ? 'blue' : 'gray'}
              >
                <area.icon size={20} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {t(area.titleKey)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(area.bodyKey)}
                </Text>
                <Badge
                  hiddenFrom="sm"
                  mt={6}
                  size="sm"
                  variant="light"
                  color={area.available ? 'teal' : 'orange'}
                >
                  {area.available ? t('dashboard.areas.available') : t('unavailable.badge')}
                </Badge>
              </Stack>
              <Badge
                visibleFrom="sm"
                variant="light"
                color={area.available ? 'teal' : 'orange'}
                style={{ flexShrink: 0 }}
              >
                {area.available ? t('dashboard.areas.available') : t('unavailable.badge')}
              </Badge>
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Card>
  );
}
