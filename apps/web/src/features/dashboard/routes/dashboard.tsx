import { Alert, Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCoins, IconMail, IconUser } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../api/get-me';
import { PageHeader } from '../../../components/page-header';
import { AreasOverview } from '../components/areas-overview';
import { StatCard } from '../components/stat-card';

export function DashboardRoute() {
  const { t, i18n } = useTranslation();
  const { data: user, isPending } = useMe();

  if (isPending || !user) {
    return (
      <Stack>
        <Skeleton h={40} w={320} />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Skeleton h={120} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </SimpleGrid>
      </Stack>
    );
  }

  const org = user.organization;
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: user.first_name })}
        description={t('dashboard.subtitle')}
      />
      <Stack gap="lg">
        {user.pending_email ? (
          <Alert color="blue" variant="light" icon={<IconMail size={18} />}>
            {t('settings.email.pending', { email: user.pending_email })}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          <StatCard
            label={t('dashboard.organization')}
            icon={<IconBuilding size={22} />}
            testId="dashboard-organization"
          >
            <Text fw={650} fz="lg" truncate>
              {org.name}
            </Text>
            {org.description ? (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {org.description}
              </Text>
            ) : (
              <Anchor component={Link} to="/settings?tab=organization" size="sm">
                {t('dashboard.add_description')}
              </Anchor>
            )}
          </StatCard>
          <StatCard
            label={t('dashboard.credit')}
            icon={<IconCoins size={22} />}
            testId="dashboard-credit"
          >
            <Text fw={700} fz={28} lh={1.1}>
              {org.credit.toLocaleString(i18n.language)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.credit_hint')}
            </Text>
          </StatCard>
          <StatCard label={t('dashboard.account')} icon={<IconUser size={22} />}>
            <Text fw={650} truncate>
              {`${user.first_name} ${user.last_name}`}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.job_title || user.email}
            </Text>
            <Text size="xs" c="dimmed">
              {t('dashboard.member_since', {
                date: dayjs(user.date_joined).locale(i18n.language).format('D MMMM YYYY'),
              })}
            </Text>
          </StatCard>
        </SimpleGrid>
        <AreasOverview />
      </Stack>
    </>
  );
}
