import type { Dashboard } from '@ergo/contracts';
import { Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconAlertTriangle, IconCoins, IconLayoutKanban, IconLoader2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatCard } from './stat-card';
import { dashboardLinks } from './links';

function Figure({ to, value, label }: { to: string; value: string; label: string }) {
  return (
    <Anchor component={Link} to={to} fw={700} fz={28} lh={1.1} aria-label={label} underline="hover">
      {value}
    </Anchor>
  );
}

/** The four numbers to read first, each a link to the list it counts. */
export function SummaryCards({ data }: { data: Dashboard }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const { totals, recommendations, analyses, credit } = data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
      <StatCard
        label={t('dashboard.summary.high_risk')}
        icon={<IconAlertTriangle size={22} />}
        color={totals.high_risk_tasks > 0 ? 'red' : 'blue'}
        testId="dashboard-high-risk"
      >
        <Figure
          to={dashboardLinks.highRisk()}
          value={number(totals.high_risk_tasks)}
          label={t('dashboard.summary.high_risk_link', { count: totals.high_risk_tasks })}
        />
        <Text size="sm" c="dimmed">
          {t('dashboard.summary.high_risk_of', { count: totals.assessed_tasks })}
        </Text>
      </StatCard>
      <StatCard
        label={t('dashboard.summary.open_recommendations')}
        icon={<IconLayoutKanban size={22} />}
        testId="dashboard-open-recommendations"
      >
        <Figure
          to={dashboardLinks.board()}
          value={number(recommendations.open)}
          label={t('dashboard.summary.open_link', { count: recommendations.open })}
        />
        <Text size="sm" c={recommendations.overdue > 0 ? 'red.8' : 'dimmed'}>
          {recommendations.overdue > 0
            ? t('dashboard.summary.overdue', { count: recommendations.overdue })
            : t('dashboard.summary.none_overdue')}
        </Text>
      </StatCard>
      <StatCard
        label={t('dashboard.summary.analysing')}
        icon={<IconLoader2 size={22} />}
        testId="dashboard-analysing"
      >
        <Figure
          to={dashboardLinks.analysing()}
          value={number(analyses.in_progress)}
          label={t('dashboard.summary.analysing_link', { count: analyses.in_progress })}
        />
        <Text size="sm" c="dimmed">
          {t('dashboard.summary.analysing_hint')}
        </Text>
      </StatCard>
      <StatCard
        label={t('dashboard.credit')}
        icon={<IconCoins size={22} />}
        color={credit.balance === 0 ? 'red' : 'blue'}
        testId="dashboard-credit"
      >
        <Text fw={700} fz={28} lh={1.1}>
          {number(credit.balance)}
        </Text>
        <Text size="sm" c={credit.balance === 0 ? 'red.8' : 'dimmed'}>
          {credit.balance === 0
            ? t('dashboard.summary.no_credit')
            : t('dashboard.summary.credit_buys', { count: credit.per_assessment })}
        </Text>
      </StatCard>
    </SimpleGrid>
  );
}
