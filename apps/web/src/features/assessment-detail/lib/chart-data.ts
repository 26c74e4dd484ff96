import type { LineGraphDocument } from '@ergo/contracts';

export interface ChartRow {
  time: number;
  [series: string]: number | null;
}

/** Rows for recharts: one per sampled frame, one column per angle series, plus the part score. */
export function chartRows(graph: LineGraphDocument): ChartRow[] {
  return graph.time.map((time, index) => {
    const row: ChartRow = { time, score: graph.score[index] ?? null };
    for (const [name, values] of Object.entries(graph.angles)) row[name] = values[index] ?? null;
    return row;
  });
}

/**
 * The y range to draw: the measured angles with some room, always including 0 and the first band
 * limit above it, so the green band is visible even for a calm posture. Rounded to tens.
 */
export function angleDomain(graph: LineGraphDocument): [number, number] {
  const values = Object.values(graph.angles)
    .flat()
    .filter((v): v is number => v !== null && Number.isFinite(v));
  const firstLimit = graph.bands.find((band) => band.from >= 0 && band.to > 0)?.to ?? 30;
  const lo = Math.min(0, ...values);
  const hi = Math.max(firstLimit, ...values);
  const pad = Math.max(5, (hi - lo) * 0.08);
  return [Math.floor((lo - pad) / 10) * 10, Math.min(180, Math.ceil((hi + pad) / 10) * 10)];
}

/** The series that exist in the graph and have at least one measured value. */
export function measuredSeries(graph: LineGraphDocument): string[] {
  return Object.entries(graph.angles)
    .filter(([, values]) => values.some((v) => v !== null))
    .map(([name]) => name);
}

/** Even ticks for the angle axis: steps of 10, 15, 20, 30, 45 or 60 degrees, about five of them. */
export function angleTicks([lo, hi]: [number, number]): number[] {
  const step = [10, 15, 20, 30, 45, 60].find((s) => (hi - lo) / s <= 5) ?? 90;
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) ticks.push(v === 0 ? 0 : v);
  return ticks;
}

/** Whole-second ticks for the time axis (every 2, 5, 10, 30 or 60 s), never past the end. */
export function timeTicks(end: number): number[] {
  const step = [1, 2, 5, 10, 30, 60].find((s) => end / s <= 7) ?? 120;
  const ticks: number[] = [];
  for (let v = 0; v <= end + 1e-9; v += step) ticks.push(v);
  return ticks;
}
