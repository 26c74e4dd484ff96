import type { Dashboard } from '@ergo/contracts';
import { Box, SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { methodName } from '../../../components/method-name';
import { formatPercent } from '../../../lib/assessment-kinds';
import { DashboardSection } from './section';

interface MonthPoint {
  month: string;
  label: string;
  assessments: number;
  highRisk: number;
  /** % of the month's assessments at high risk; null without assessments */
  share: number | null;
  /** the method's mean score; only for one method (scales differ) */
  mean: number | null;
}

const ALL = 'all';

/** The chart in words: the first and the last month with assessments, compared. */
function TrendSummary({
  points,
  percent,
}: {
  points: MonthPoint[];
  percent: (n: number | null) => string;
}) {
  const { t } = useTranslation();
  const measured = points.filter((point) => point.share !== null);
  const first = measured[0];
  const last = measured.at(-1);
  if (!first || !last) return null;
  return (
    <Text size="sm" data-testid="dashboard-trend-summary">
      {first === last
        ? t('dashboard.trend.summary_one', { month: last.label, share: percent(last.share) })
        : t('dashboard.trend.summary', {
            first: first.label,
            firstShare: percent(first.share),
            last: last.label,
            lastShare: percent(last.share),
          })}
    </Text>
  );
}

/** The months of the series for one method or all, with the share at high risk of each. */
export function monthPoints(
  trend: Dashboard['trend'],
  method: string,
  language: string,
): MonthPoint[] {
  const format = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  return trend.months.map((month) => {
    const rows = trend.series.filter(
      (row) => row.month === month && (method === ALL || row.type === method),
    );
    const assessments = rows.reduce((n, row) => n + row.assessments, 0);
    const highRisk = rows.reduce((n, row) => n + row.high_risk, 0);
    const weighted = rows.reduce((n, row) => n + row.mean_score * row.assessments, 0);
    return {
      month,
      label: format.format(new Date(`${month}-01T00:00:00Z`)),
      assessments,
      highRisk,
      share: assessments > 0 ? (highRisk / assessments) * 100 : null,
      mean: method !== ALL && assessments > 0 ? weighted / assessments : null,
    };
  });
}

/**
 * Is the risk going down: the share of each month's assessments at high or very high risk (comparable
 * across methods), with how many were made; one method shows its mean score in the table too.
 */
export function TrendCard({ trend }: { trend: Dashboard['trend'] }) {
  const { t, i18n } = useTranslation();
  const methods = [...new Set(trend.series.map((row) => row.type))];
  const [method, setMethod] = useState(ALL);
  const points = monthPoints(trend, methods.includes(method) ? method : ALL, i18n.language);
  const number = (n: number) =>
    new Intl.NumberFormat(i18n.language === 'tr' ? 'tr-TR' : 'en-GB', {
      maximumFractionDigits: 2,
    }).format(n);
  const percent = (n: number | null) => (n === null ? '–' : formatPercent(n, i18n.language, 0));

  return (
    <DashboardSection
      title={t('dashboard.trend.title')}
      description={t('dashboard.trend.description')}
      testId="dashboard-trend"
    >
      {trend.series.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.trend.none')}
        </Text>
      ) : (
        <>
          <SegmentedControl
            value={methods.includes(method) ? method : ALL}
            onChange={setMethod}
            data={[
              { value: ALL, label: t('dashboard.trend.all_methods') },
              ...methods.map((code) => ({ value: code, label: methodName(t, code) })),
            ]}
            aria-label={t('dashboard.trend.method')}
            size="xs"
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
          <Box h={240} aria-hidden>
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
                <YAxis
                  yAxisId="share"
                  domain={[0, 100]}
                  tickFormatter={(value: number) => percent(value)}
                  tick={{ fontSize: 12 }}
                  width={52}
                />
                <YAxis
                  yAxisId="count"
                  orientation="right"
                  allowDecimals={false}
                  tick={{ fontSize: 12 }}
                  width={36}
                />
                <Tooltip
                  formatter={(value, name) =>
                    name === 'share'
                      ? [percent(Number(value)), t('dashboard.trend.share')]
                      : [number(Number(value)), t('dashboard.trend.assessments')]
                  }
                />
                <Bar yAxisId="count" dataKey="assessments" fill="#CED4DA" radius={[3, 3, 0, 0]} />
                <Line
                  yAxisId="share"
                  dataKey="share"
                  stroke="#C92A2A"
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  connectNulls={false}
                  isAnimationActive={false}
                />
              </ComposedChart>
            </ResponsiveContainer>
          </Box>
          <Text size="xs" c="dimmed">
            {t('dashboard.trend.legend')}
          </Text>
          <TrendSummary points={points} percent={percent} />
          <details>
            <summary>
              <Text span size="sm" fw={600}>
                {t('dashboard.trend.table')}
              </Text>
            </summary>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing={4} fz="sm" data-testid="dashboard-trend-table">
                <Table.Caption>
                  {t('dashboard.trend.caption', { zone: trend.time_zone })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('dashboard.trend.month')}</Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('dashboard.trend.assessments')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('dashboard.trend.high_risk')}
                    </Table.Th>
                    <Table.Th scope="col" ta="right">
                      {t('dashboard.trend.share')}
                    </Table.Th>
                    {method !== ALL ? (
                      <Table.Th scope="col" ta="right">
                        {t('dashboard.trend.mean')}
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {points.map((point) => (
                    <Table.Tr key={point.month}>
                      <Table.Th scope="row" fw={500}>
                        {point.label}
                      </Table.Th>
                      <Table.Td ta="right">{number(point.assessments)}</Table.Td>
                      <Table.Td ta="right">{number(point.highRisk)}</Table.Td>
                      <Table.Td ta="right">{percent(point.share)}</Table.Td>
                      {method !== ALL ? (
                        <Table.Td ta="right">
                          {point.mean === null ? '–' : number(point.mean)}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        </>
      )}
    </DashboardSection>
  );
}
