import { Card, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { LineGraphDocument } from '@ergo/contracts';
import classes from './angle-chart.module.css';
import { ChartFigure } from '../../../components/chart-figure';
import { angleDomain, angleTicks, chartRows, measuredSeries, timeTicks } from '../lib/chart-data';
import { angleSummary, angleTable } from '../lib/chart-summaries';
import { ANGLE_BAND_HEX, formatNumber, formatTime } from '../lib/format';

/** The time of the clicked moment: the active label (numeric axis) or the active row's time. */
export function timeOfClick(
  state: { activeLabel?: unknown; activeTooltipIndex?: unknown } | null | undefined,
  rows: { time: number }[],
): number | null {
  const label = Number(state?.activeLabel);
  if (state?.activeLabel !== undefined && state.activeLabel !== null && Number.isFinite(label))
    return label;
  const index = Number(state?.activeTooltipIndex);
  const row = Number.isInteger(index) ? rows[index] : undefined;
  return row ? row.time : null;
}

const SERIES_COLOUR: Record<string, string> = {
  angle: '#1c7ed6',
  left: '#1c7ed6',
  right: '#ae3ec9',
};

/** The right side is dashed: the two sides differ by more than their colour. */
const SERIES_DASH: Record<string, string | undefined> = { right: '6 3' };

/** A short sample of a series' line, for the legend. */
function LineSample({ name }: { name: string }) {
  return (
    <svg width={22} height={8} aria-hidden style={{ flex: 'none' }}>
      <line
        x1={1}
        x2={21}
        y1={4}
        y2={4}
        stroke={SERIES_COLOUR[name] ?? '#1c7ed6'}
        strokeWidth={2.5}
        strokeDasharray={SERIES_DASH[name]}
      />
    </svg>
  );
}

/**
 * One body part's angle over time (SPEC §9 colour bands shaded behind it). A click anywhere on the
 * graph seeks the video to that moment; the red line follows the video.
 */
export function AngleChart({
  graph,
  part,
  title,
  currentTime,
  onSeek,
  testId,
}: {
  graph: LineGraphDocument;
  /** the body part graphed (for the data table's caption) */
  part: string;
  title: string;
  currentTime: number;
  onSeek: (time: number) => void;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows = chartRows(graph);
  const series = measuredSeries(graph);
  const [lo, hi] = angleDomain(graph);
  const end = graph.time.at(-1) ?? 0;
  // the words and the table change with the graph and the language, not with the playhead
  const summary = useMemo(() => angleSummary(t, lang, graph), [t, lang, graph]);
  const table = useMemo(() => angleTable(t, lang, graph, part), [t, lang, graph, part]);

  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`charts.motions.${graph.motion}`)}
          </Text>
        </Group>
        {series.length === 0 ? (
          <Text size="sm" c="dimmed" py="xl" ta="center">
            {t('charts.not_measured')}
          </Text>
        ) : (
          <ChartFigure
            name={`${title}: ${t(`charts.motions.${graph.motion}`)}`}
            summary={summary}
            table={table}
            testId={testId ? `${testId}-figure` : undefined}
          >
            {/* a click seeks the video; by keyboard, the breakpoints and the player do */}
            <div
              className={classes.plot}
              style={{ width: '100%', height: 190, cursor: 'crosshair' }}
              data-testid={testId ? `${testId}-plot` : undefined}
            >
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  data={rows}
                  margin={{ top: 6, right: 8, bottom: 0, left: -18 }}
                  accessibilityLayer={false}
                  onClick={(state) => {
                    const time = timeOfClick(state, rows);
                    if (time !== null) onSeek(time);
                  }}
                >
                  {graph.bands.map((band) => (
                    <ReferenceArea
                      key={`${band.from}-${band.to}`}
                      y1={Math.max(band.from, lo)}
                      y2={Math.min(band.to, hi)}
                      fill={ANGLE_BAND_HEX[band.colour]}
                      fillOpacity={0.13}
                      strokeOpacity={0}
                      ifOverflow="hidden"
                    />
                  ))}
                  <CartesianGrid strokeDasharray="3 3" stroke="#dee2e6" vertical={false} />
                  <XAxis
                    dataKey="time"
                    type="number"
                    domain={[0, end]}
                    ticks={timeTicks(end)}
                    tickFormatter={(value: number) =>
                      t('charts.seconds', { value: formatNumber(value, lang, 0) })
                    }
                    tick={{ fontSize: 11 }}
                  />
                  <YAxis
                    domain={[lo, hi]}
                    ticks={angleTicks([lo, hi])}
                    tick={{ fontSize: 11 }}
                    tickFormatter={(value: number) => `${value}°`}
                    allowDataOverflow
                  />
                  <Tooltip
                    formatter={(value, name) => [
                      `${formatNumber(Number(value), lang)}°`,
                      t(`charts.series.${String(name)}`),
                    ]}
                    labelFormatter={(label) => formatTime(Number(label), lang)}
                    isAnimationActive={false}
                  />
                  {series.map((name) => (
                    <Line
                      key={name}
                      type="monotone"
                      dataKey={name}
                      name={name}
                      stroke={SERIES_COLOUR[name] ?? '#1c7ed6'}
                      strokeDasharray={SERIES_DASH[name]}
                      dot={false}
                      strokeWidth={2}
                      connectNulls={false}
                      isAnimationActive={false}
                    />
                  ))}
                  <ReferenceLine
                    x={currentTime}
                    stroke="#e03131"
                    strokeWidth={1.5}
                    ifOverflow="hidden"
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
            {series.length > 1 ? (
              <Group gap="md" mt={4}>
                {series.map((name) => (
                  <Group key={name} gap={6} wrap="nowrap">
                    <LineSample name={name} />
                    <Text size="xs">{t(`charts.series.${name}`)}</Text>
                  </Group>
                ))}
              </Group>
            ) : null}
          </ChartFigure>
        )}
      </Stack>
    </Card>
  );
}
