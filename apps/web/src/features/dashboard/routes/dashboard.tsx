import { Alert, Button, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconMail, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../api/get-me';
import { PageHeader } from '../../../components/page-header';
import { queryKeys } from '../../../lib/query-keys';
import { useDashboard } from '../api/get-dashboard';
import { GettingStarted } from '../components/getting-started';
import { HighRiskTable } from '../components/high-risk-table';
import { OperationsTable } from '../components/operations-table';
import { ProgressCards } from '../components/progress-cards';
import { RiskDistribution } from '../components/risk-distribution';
import { SummaryCards } from '../components/summary-cards';
import { TrendCard } from '../components/trend-card';

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={118} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h={220} radius="lg" />
      <Skeleton h={260} radius="lg" />
    </Stack>
  );
}

/**
 * Issue 16: where the organization's risk is and whether it is going down, on one screen; a new
 * organization sees its first steps instead. Every figure links to the list it summarises.
 */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { data: user } = useMe();
  const { data, isPending, isError, refetch } = useDashboard();
  const queryClient = useQueryClient();
  const staleCredit =
    data !== undefined && user !== undefined && data.credit.balance !== user.organization.credit;
  useEffect(() => {
    // The header's badge reads the stored user: bring it up to the balance the dashboard just read.
    if (staleCredit) void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [staleCredit, queryClient]);

  return (
    <>
      <PageHeader
        title={user ? t('dashboard.welcome', { name: user.first_name }) : t('nav.dashboard')}
        description={
          user
            ? [user.organization.name, user.organization.description].filter(Boolean).join(' · ')
            : t('dashboard.subtitle')
        }
        descriptionTestId="dashboard-organization"
      />
      <Stack gap="lg">
        {user?.pending_email ? (
          <Alert color="blue" variant="light" icon={<IconMail size={18} />}>
            {t('settings.email.pending', { email: user.pending_email })}
          </Alert>
        ) : null}
        {isPending ? (
          <DashboardSkeleton />
        ) : isError || !data ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('dashboard.error')}
          >
            <Button
              variant="default"
              size="xs"
              mt="xs"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void refetch()}
            >
              {t('dashboard.retry')}
            </Button>
          </Alert>
        ) : data.totals.assessments === 0 ? (
          <>
            <GettingStarted data={data} />
            <SummaryCards data={data} />
          </>
        ) : (
          <>
            <SummaryCards data={data} />
            <RiskDistribution
              data={data.risk_distribution}
              notEnoughMeasured={data.totals.not_enough_measured}
            />
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              <HighRiskTable data={data.high_risk} />
              <TrendCard trend={data.trend} />
            </SimpleGrid>
            <OperationsTable data={data.operations} />
            <ProgressCards data={data} />
          </>
        )}
      </Stack>
    </>
  );
}
