import type { KinematicsDocument, LineGraphDocument } from '@ergo/contracts';
import type { TFunction } from 'i18next';
import type { ChartTable } from '../../../components/chart-figure';
import { formatNumber, formatSeconds, formatShare } from './format';

/*
 * The results' graphs in words and as tables (issue 18, WCAG 1.1.1): what a sighted reader takes
 * from the drawing, written out in the reader's language with Intl numbers.
 */

export interface SeriesStats {
  series: string;
  median: number;
  max: number;
  /** when the maximum was first reached, in seconds */
  maxTime: number;
  /** the share of the measured frames outside every green band, 0–1 */
  outside: number;
}

const median = (sorted: number[]): number => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Per measured series of a graph: median, maximum (and when), time outside the green band. */
export function angleStats(graph: LineGraphDocument): SeriesStats[] {
  const green = graph.bands.filter((band) => band.colour === 'green');
  const inGreen = (value: number) => green.some((band) => value >= band.from && value <= band.to);
  const stats: SeriesStats[] = [];
  for (const [series, values] of Object.entries(graph.angles)) {
    const measured: { value: number; time: number }[] = [];
    values.forEach((value, index) => {
      if (value !== null && Number.isFinite(value))
        measured.push({ value, time: graph.time[index] ?? 0 });
    });
    if (measured.length === 0) continue;
    let top = measured[0] ?? { value: 0, time: 0 };
    for (const point of measured) if (point.value > top.value) top = point;
    stats.push({
      series,
      median: median(measured.map((p) => p.value).sort((a, b) => a - b)),
      max: top.value,
      maxTime: top.time,
      outside: measured.filter((p) => !inGreen(p.value)).length / measured.length,
    });
  }
  return stats;
}

const degrees = (value: number, lang: string) => `${formatNumber(value, lang, 0)}°`;

/** The graph's motion, with the side for a sided series ('Knee flexion (left)'). */
function seriesName(t: TFunction, motion: string, series: string): string {
  const name = t(`charts.motions.${motion}`);
  return series === 'left' || series === 'right'
    ? t('charts.joint_side', { motion: name, side: t(`charts.sides.${series}`) })
    : name;
}

/**
 * 'Trunk flexion: median 24°, maximum 61° at 7.4 s; 38% of the time outside the green band.',
 * one sentence per side for a sided motion.
 */
export function angleSummary(t: TFunction, lang: string, graph: LineGraphDocument): string {
  const stats = angleStats(graph);
  if (stats.length === 0) return t('charts.not_measured');
  return stats
    .map((s) =>
      t('chartFigure.angle.summary', {
        name: seriesName(t, graph.motion, s.series),
        median: degrees(s.median, lang),
        max: degrees(s.max, lang),
        time: formatSeconds(s.maxTime, lang),
        share: formatShare(s.outside, lang),
      }),
    )
    .join(' ');
}

/** About `most` rows at a round step (0.5, 1, 2, 5 … s): the frame nearest each step. */
export function sampleIndices(time: readonly number[], most = 60): number[] {
  const end = time.at(-1) ?? 0;
  if (time.length <= most) return time.map((_, index) => index);
  const step = [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300].find((s) => end / s <= most) ?? 600;
  const out: number[] = [];
  let index = 0;
  for (let at = 0; at <= end + 1e-9; at += step) {
    while (
      index + 1 < time.length &&
      Math.abs((time[index + 1] ?? 0) - at) <= Math.abs((time[index] ?? 0) - at)
    )
      index += 1;
    if (out.at(-1) !== index) out.push(index);
  }
  return out;
}

/** The graph's angles (and the part's score) over time, a row per sampled moment. */
export function angleTable(
  t: TFunction,
  lang: string,
  graph: LineGraphDocument,
  part: string,
): ChartTable {
  const series = Object.keys(graph.angles).filter((name) =>
    graph.angles[name]?.some((v) => v !== null),
  );
  const cell = (value: number | null | undefined, write: (v: number) => string) =>
    value === null || value === undefined ? t('chartFigure.not_measured') : write(value);
  return {
    caption: t('chartFigure.angle.caption', {
      part: t(`heatMap.parts.${part}`),
      motion: t(`charts.motions.${graph.motion}`).toLocaleLowerCase(lang),
    }),
    columns: [
      t('chartFigure.time'),
      ...series.map((name) =>
        name === 'angle' ? t('chartFigure.angle.angle') : t(`charts.series.${name}`),
      ),
      t('chartFigure.angle.score'),
    ],
    rows: sampleIndices(graph.time).map((index) => ({
      key: String(index),
      cells: [
        t('charts.seconds', { value: formatSeconds(graph.time[index] ?? 0, lang) }),
        ...series.map((name) => cell(graph.angles[name]?.[index], (v) => degrees(v, lang))),
        cell(graph.score[index], (v) => formatNumber(v, lang, 0)),
      ],
    })),
  };
}

type Joint = KinematicsDocument['joints'][number];

function jointName(t: TFunction, joint: Joint): string {
  return joint.side
    ? t('charts.joint_side', {
        motion: t(`charts.motions.${joint.motion}`),
        side: t(`charts.sides.${joint.side}`),
      })
    : t(`charts.motions.${joint.motion}`);
}

/** The joint with the most time in red (else in amber), in words. */
export function kinematicsSummary(t: TFunction, lang: string, joints: readonly Joint[]): string {
  if (joints.length === 0) return t('charts.not_measured');
  const byRed = [...joints].sort(
    (a, b) => b.shares.red - a.shares.red || b.shares.amber - a.shares.amber,
  )[0];
  if (byRed && byRed.shares.red > 0)
    return t('chartFigure.kinematics.summary_red', {
      joint: jointName(t, byRed),
      red: formatShare(byRed.shares.red, lang),
      amber: formatShare(byRed.shares.amber, lang),
    });
  const byAmber = [...joints].sort((a, b) => b.shares.amber - a.shares.amber)[0];
  if (byAmber && byAmber.shares.amber > 0)
    return t('chartFigure.kinematics.summary_amber', {
      joint: jointName(t, byAmber),
      amber: formatShare(byAmber.shares.amber, lang),
    });
  return t('chartFigure.kinematics.summary_green');
}

/** Each joint's shares of time in the three bands and how long it was measured. */
export function kinematicsTable(t: TFunction, lang: string, joints: readonly Joint[]): ChartTable {
  return {
    caption: t('chartFigure.kinematics.caption'),
    columns: [
      t('chartFigure.kinematics.joint'),
      t('charts.bands.green'),
      t('charts.bands.amber'),
      t('charts.bands.red'),
      t('chartFigure.kinematics.measured'),
    ],
    rows: joints.map((joint) => ({
      key: `${joint.motion}-${joint.side ?? 'axial'}`,
      cells: [
        jointName(t, joint),
        formatShare(joint.shares.green, lang),
        formatShare(joint.shares.amber, lang),
        formatShare(joint.shares.red, lang),
        t('charts.seconds', { value: formatSeconds(joint.measured_seconds, lang) }),
      ],
    })),
  };
}

export interface HeatPart {
  body_part: string;
  score: number;
  level: string;
}

const HIGH = new Set(['high', 'very_high']);
const LEVEL_ORDER = ['low', 'moderate', 'high', 'very_high'];

/** How many parts are at high risk, and the worst of them, in words. */
export function heatSummary(
  t: TFunction,
  lang: string,
  parts: readonly HeatPart[],
  figure: 'body' | 'workstation',
): string {
  const worst = [...parts].sort(
    (a, b) => LEVEL_ORDER.indexOf(b.level) - LEVEL_ORDER.indexOf(a.level) || b.score - a.score,
  )[0];
  if (!worst) return t('charts.not_measured');
  const number = (n: number) => formatNumber(n, lang, 0);
  return t(`chartFigure.heat.summary_${figure}`, {
    high: number(parts.filter((part) => HIGH.has(part.level)).length),
    total: number(parts.length),
    part: t(`heatMap.parts.${worst.body_part}`),
    score: number(worst.score),
    level: t(`heatMap.levels.${worst.level}`).toLocaleLowerCase(lang),
  });
}

/** Each part's score and risk level, in the figure's order. */
export function heatTable(
  t: TFunction,
  lang: string,
  parts: readonly HeatPart[],
  figure: 'body' | 'workstation',
): ChartTable {
  return {
    caption: t(`chartFigure.heat.caption_${figure}`),
    columns: [
      t(`chartFigure.heat.part_${figure}`),
      t('chartFigure.heat.score'),
      t('chartFigure.heat.level'),
    ],
    rows: parts.map((part) => ({
      key: part.body_part,
      cells: [
        t(`heatMap.parts.${part.body_part}`),
        formatNumber(part.score, lang, 0),
        t(`heatMap.levels.${part.level}`),
      ],
    })),
  };
}
