import type { NioshHandLocation } from './validate';

/*
 * The lifts of a video, from the hands' path (issue 33, "find the lifts"). A lift carries a load
 * from where the hands take it (the origin) to where they leave it (the destination); between
 * lifts the hands go back empty. In the hands' height over time a lift is one swing between a low
 * and a high stop, and the return the swing back. Which swing carries the load (lifting up, or
 * lowering down) the hands' height alone cannot tell: the caller says it (`carries`), from the
 * assessment's inputs or a cue such as both hands moving together at a box's width.
 */

/** The hands at one sampled moment, as the video measured them (cm, degrees); null where unseen. */
export interface HandSample {
  time: number;
  /** V: the hands' height above the floor */
  v_cm: number | null;
  /** H: the hands' horizontal distance in front of the ankles' midpoint */
  h_cm: number | null;
  /** A: the hands' angle from the body's sagittal plane at the feet */
  a_deg: number | null;
  /** a hand or foot point the model was unsure of (in the picture, scored low): measured, marked */
  low_confidence?: boolean;
}

/** One lift found: its origin and destination, where and when the hands took and left the load. */
export interface FoundLift {
  /** 'lift' when the load goes up, 'lower' when it goes down (a lowering is reported as such) */
  direction: 'lift' | 'lower';
  /** when the hands left the origin (s) */
  time_start: number;
  /** when the hands reached the destination (s) */
  time_end: number;
  origin: NioshHandLocation;
  destination: NioshHandLocation;
  /** an end measured where the model was unsure of a hand or foot: the page says so */
  low_confidence?: boolean;
}

export interface LiftSearch {
  lifts: FoundLift[];
  /** lifts per minute between the first and the last lift; null when the clip shows too few */
  frequency_per_min: number | null;
  frequency: 'measured' | 'too_few_lifts';
}

/**
 * A swing of the hands shorter than this is not a lift (cm): the hands' height is measured with an
 * SD of about 5 cm (the score ranges' length uncertainty), and a swing within four of them cannot
 * be told from jitter and a reach. Chosen from that noise, not from any labelled clip.
 */
export const MIN_SWING_CM = 20;
/** The hands are at a stop while within one measurement SD of the stop's height (cm). */
export const STOP_BAND_CM = 5;
/**
 * The rate of lifts is measured from at least this many lifts: the rate is (lifts − 1) over the
 * time from the first lift's start to the last one's, so three lifts give two intervals (a single
 * interval says nothing of the rhythm). With fewer, the user enters the rate.
 */
export const MIN_LIFTS_FOR_RATE = 3;

interface Point {
  time: number;
  v: number;
  h: number | null;
  a: number | null;
  unsure: boolean;
}

interface Turn {
  index: number;
  kind: 'low' | 'high';
}

/**
 * The heights where the hands turn, with hysteresis: a low (or high) is confirmed once the hands
 * have risen (or fallen) MIN_SWING_CM from it, so jitter and small reaches make no turn. Lows and
 * highs alternate.
 */
function turnsOf(points: readonly Point[]): Turn[] {
  const turns: Turn[] = [];
  let low = 0;
  let high = 0;
  let heading: 'up' | 'down' | null = null;
  points.forEach((p, i) => {
    const lowV = points[low]?.v ?? p.v;
    const highV = points[high]?.v ?? p.v;
    if (p.v < lowV) low = i;
    if (p.v > highV) high = i;
    if (heading !== 'up' && p.v - (points[low]?.v ?? p.v) >= MIN_SWING_CM) {
      turns.push({ index: low, kind: 'low' });
      heading = 'up';
      high = i;
    } else if (heading !== 'down' && (points[high]?.v ?? p.v) - p.v >= MIN_SWING_CM) {
      turns.push({ index: high, kind: 'high' });
      heading = 'down';
      low = i;
    }
  });
  // the last extreme is a turn too once the swing toward it is complete
  if (heading === 'up') turns.push({ index: high, kind: 'high' });
  if (heading === 'down') turns.push({ index: low, kind: 'low' });
  return turns.filter((t) => stopsThere(points, t.index));
}

/**
 * How long the hands must be seen at a clip's first or last turn for it to count as a stop (s):
 * a swing the clip cut moves on at lift speed (tens of cm a second), while hands that wait stay
 * within their noise. Judged on time, not on one neighbouring sample, so it holds at any frame rate.
 */
export const MIN_EDGE_STOP_S = 0.3;

/**
 * A turn at the clip's first or last sample may be a swing the clip cut: it is a stop only when
 * the hands seen within MIN_EDGE_STOP_S of it (at least two samples) lie, at their median, within
 * STOP_BAND_CM of its height.
 */
function stopsThere(points: readonly Point[], index: number): boolean {
  const last = points.length - 1;
  if (index > 0 && index < last) return true;
  const edge = points[index];
  if (!edge) return false;
  const near = points
    .filter((p) => Math.abs(p.time - edge.time) <= MIN_EDGE_STOP_S)
    .map((p) => p.v)
    .sort((a, b) => a - b);
  const median = near[Math.floor(near.length / 2)];
  return near.length >= 2 && median !== undefined && Math.abs(median - edge.v) <= STOP_BAND_CM;
}

/**
 * Where a swing leaves its first stop and reaches its second: the last sample still within
 * STOP_BAND_CM of the start's height, and the first within it of the end's height.
 */
function swingEnds(points: readonly Point[], from: number, to: number): [number, number] {
  const startV = points[from]?.v ?? 0;
  const endV = points[to]?.v ?? 0;
  let leave = from;
  for (let i = from; i <= to; i++)
    if (Math.abs((points[i]?.v ?? startV) - startV) <= STOP_BAND_CM) leave = i;
    else break;
  let arrive = to;
  for (let i = to; i >= leave; i--)
    if (Math.abs((points[i]?.v ?? endV) - endV) <= STOP_BAND_CM) arrive = i;
    else break;
  return [leave, arrive];
}

const finiteOrNull = (x: number | null): number | null =>
  x !== null && Number.isFinite(x) ? x : null;

const locationAt = (p: Point): NioshHandLocation | null =>
  p.h === null || p.a === null ? null : { h_cm: p.h, v_cm: p.v, a_deg: p.a };

/**
 * The lifts of a clip: each swing of the hands in the direction that carries the load ('up' for
 * lifting, 'down' for lowering) between two stops, with its origin and destination measured where
 * the hands left the first stop and reached the second. A swing whose ends lack a reach or an
 * angle is left out (a lift is only reported where every figure the equation needs was measured),
 * but counts for the rate, measured from MIN_LIFTS_FOR_RATE swings on. A lift with an end the
 * model was unsure of is marked `low_confidence`.
 */
export function findLifts(samples: readonly HandSample[], carries: 'up' | 'down'): LiftSearch {
  const points: Point[] = samples.flatMap((s) =>
    s.v_cm === null || !Number.isFinite(s.v_cm)
      ? []
      : [
          {
            time: s.time,
            v: s.v_cm,
            h: finiteOrNull(s.h_cm),
            a: finiteOrNull(s.a_deg),
            unsure: s.low_confidence === true,
          },
        ],
  );
  const turns = turnsOf(points);
  const lifts: FoundLift[] = [];
  // when each carrying swing began, measurable or not: the rate counts every lift seen
  const starts: number[] = [];
  for (let k = 0; k + 1 < turns.length; k++) {
    const from = turns[k];
    const to = turns[k + 1];
    if (!from || !to) continue;
    const goesUp = from.kind === 'low';
    if (goesUp !== (carries === 'up')) continue;
    const [leave, arrive] = swingEnds(points, from.index, to.index);
    const start = points[leave];
    const end = points[arrive];
    if (!start || !end) continue;
    starts.push(start.time);
    const origin = locationAt(start);
    const destination = locationAt(end);
    if (!origin || !destination) continue;
    lifts.push({
      direction: goesUp ? 'lift' : 'lower',
      time_start: start.time,
      time_end: end.time,
      origin,
      destination,
      ...(start.unsure || end.unsure ? { low_confidence: true } : {}),
    });
  }
  return { lifts, ...rateOf(starts) };
}

/**
 * Lifts per minute from the swings' start times: (n − 1) over the minutes from the first to the
 * last, from MIN_LIFTS_FOR_RATE swings on (a swing whose ends were not measured still happened).
 */
function rateOf(starts: readonly number[]): Pick<LiftSearch, 'frequency_per_min' | 'frequency'> {
  const first = starts[0];
  const last = starts[starts.length - 1];
  if (
    starts.length < MIN_LIFTS_FOR_RATE ||
    first === undefined ||
    last === undefined ||
    last <= first
  )
    return { frequency_per_min: null, frequency: 'too_few_lifts' };
  return { frequency_per_min: (starts.length - 1) / ((last - first) / 60), frequency: 'measured' };
}
