import type { Dashboard } from '@ergo/contracts';
import { formatNumber, formatPercent, localeOf } from '@ergo/ergonomics';
import { Box, SegmentedControl, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
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
import { ChartFigure } from '../../../components/chart-figure';
import { methodName } from '../../../components/method-name';
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
function trendSummary(
  t: TFunction,
  points: MonthPoint[],
  percent: (n: number | null) => string,
): string {
  const measured = points.filter((point) => point.share !== null);
  const first = measured[0];
  const last = measured.at(-1);
  if (!first || !last) return t('dashboard.trend.none');
  return first === last
    ? t('dashboard.trend.summary_one', { month: last.label, share: percent(last.share) })
    : t('dashboard.trend.summary', {
        first: first.label,
        firstShare: percent(first.share),
        last: last.label,
        lastShare: percent(last.share),
      });
}

/** The months of the series for one method or all, with the share at high risk of each. */
export function monthPoints(
  trend: Dashboard['trend'],
  method: string,
  language: string,
): MonthPoint[] {
  const format = new Intl.DateTimeFormat(localeOf(language), {
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
  const number = (n: number) => formatNumber(n, i18n.language, 2);
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
          <ChartFigure
            name={t('dashboard.trend.title')}
            summary={trendSummary(t, points, percent)}
            table={{
              caption: t('dashboard.trend.caption', { zone: trend.time_zone }),
              columns: [
                t('dashboard.trend.month'),
                t('dashboard.trend.assessments'),
                t('dashboard.trend.high_risk'),
                t('dashboard.trend.share'),
                ...(method !== ALL ? [t('dashboard.trend.mean')] : []),
              ],
              rows: points.map((point) => ({
                key: point.month,
                cells: [
                  point.label,
                  number(point.assessments),
                  number(point.highRisk),
                  percent(point.share),
                  ...(method !== ALL ? [point.mean === null ? '–' : number(point.mean)] : []),
                ],
              })),
            }}
            summaryTestId="dashboard-trend-summary"
            tableTestId="dashboard-trend-table"
          >
            <Box h={240}>
              <ResponsiveContainer width="100%" height="100%">
                <ComposedChart
                  data={points}
                  margin={{ top: 8, right: 8, bottom: 0, left: -8 }}
                  accessibilityLayer={false}
                >
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
          </ChartFigure>
        </>
      )}
    </DashboardSection>
  );
}
