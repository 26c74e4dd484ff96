import type { FrameResultBase, FrameScore } from '../frame/score-frame';
import {
  AXIAL_ANGLE_KEYS,
  MEASURE_KEYS,
  SIDED_ANGLE_KEYS,
  type FramePosture,
  type MeasuredValue,
} from '../posture';
import {
  angleUncertainty,
  MAGNITUDE_ANGLES,
  measureUncertainty,
  type Uncertainty,
  type ViewOfFrame,
} from './angle-uncertainty';

/** The range a score likely lies in: its 10th to 90th percentile given the measurement's doubt. */
export interface ScoreRange {
  low: number;
  high: number;
}

export interface ScoreRanges {
  /** the final score's range; null when the frame's score has no number (WISHA: no safe weight) */
  score: ScoreRange | null;
  /** each scored body part's (or workstation item's) range, under its payload name */
  parts: Record<string, ScoreRange>;
}

/** How many perturbed postures are scored: the tables are small, 400 draws give stable deciles. */
export const RANGE_SAMPLES = 400;
/** The share of draws the range leaves out on each side (an 80% range). */
export const RANGE_TAIL = 0.1;

/** A small seeded generator (mulberry32): the same frame always gets the same range. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One standard normal draw (Box–Muller). */
export function standardNormal(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A value drawn from its split normal: the side away from zero has its own spread. */
export function drawOne(
  key: string,
  value: MeasuredValue,
  u: Uncertainty,
  random: () => number,
): MeasuredValue {
  if (u.toNeutral === 0 && u.fromNeutral === 0) return value;
  const z = standardNormal(random);
  const awayFromNeutral = value.value >= 0 ? z > 0 : z < 0;
  const drawn = value.value + z * (awayFromNeutral ? u.fromNeutral : u.toNeutral);
  const folded = MAGNITUDE_ANGLES.has(key) ? Math.abs(drawn) : drawn;
  return { ...value, value: Math.max(-180, Math.min(180, folded)) };
}

/** What a frame tells of the view (angle-uncertainty.ts): side-on when it names a camera side. */
export const viewOf = (frame: FramePosture): ViewOfFrame => ({
  sideOn: frame.cameraSide === 'left' || frame.cameraSide === 'right',
});

/** The frame with every measured value replaced by one draw of what it may truly have been. */
function drawFrame(frame: FramePosture, random: () => number): FramePosture {
  const view = viewOf(frame);
  const draw = <K extends string>(
    values: Partial<Record<K, MeasuredValue | null>>,
    keys: readonly K[],
    uncertainty: (key: K, value: MeasuredValue) => Uncertainty,
  ): Partial<Record<K, MeasuredValue | null>> => {
    const out: Partial<Record<K, MeasuredValue | null>> = { ...values };
    for (const key of keys) {
      const value = values[key];
      if (value && Number.isFinite(value.value))
        out[key] = drawOne(key, value, uncertainty(key, value), random);
    }
    return out;
  };
  const sided = (side: 'left' | 'right') =>
    draw(frame[side], SIDED_ANGLE_KEYS, (key, value) => angleUncertainty(key, value, view));
  return {
    ...frame,
    axial: draw(frame.axial, AXIAL_ANGLE_KEYS, (key, value) => angleUncertainty(key, value, view)),
    left: sided('left'),
    right: sided('right'),
    measures: draw(frame.measures, MEASURE_KEYS, measureUncertainty),
  };
}

/** The value at the given share of sorted numbers (nearest rank). */
function atShare(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.round(share * (sorted.length - 1))));
  return sorted[index] ?? Number.NaN;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The 80% range around a score: the 10th and 90th percentile of the scores drawn, widened to hold
 * the score itself (the range says how far the truth may lie, on either side of what is shown).
 * Null when any draw in the range has no number (a lift with no safe weight).
 */
export function rangeOf(draws: number[], score: number): ScoreRange | null {
  if (draws.length === 0) return { low: score, high: score };
  draws.sort((a, b) => a - b);
  const low = atShare(draws, RANGE_TAIL);
  const high = atShare(draws, 1 - RANGE_TAIL);
  if (!Number.isFinite(low) || !Number.isFinite(high)) return null;
  return { low: round2(Math.min(low, score)), high: round2(Math.max(high, score)) };
}

/**
 * The ranges of one frame's scores given how sure each of its measured values is
 * (angle-uncertainty.ts): the frame is scored again with every value drawn from its uncertainty,
 * RANGE_SAMPLES times, and the range is the middle 80% of what comes out. The method's own tables
 * and thresholds do the propagation, so a reading far from any threshold gets a narrow range and
 * one near a threshold a wide one. Draws the method cannot score are left out. Null when the frame
 * itself is not scored.
 */
export function scoreRangesAt<R extends FrameResultBase>(
  frame: FramePosture,
  scoreFrame: (frame: FramePosture) => FrameScore<R>,
): ScoreRanges | null {
  const scored = scoreFrame(frame);
  if (scored.status !== 'scored') return null;
  const random = seededRandom(Math.round(frame.time * 1000) + 1);
  const totals: number[] = [];
  const parts = new Map<string, number[]>();
  for (let i = 0; i < RANGE_SAMPLES; i += 1) {
    let drawn: FrameScore<R>;
    try {
      drawn = scoreFrame(drawFrame(frame, random));
    } catch {
      continue; // a draw past what the method accepts (an angle out of range) is not a posture
    }
    if (drawn.status !== 'scored') continue;
    totals.push(drawn.result.score ?? Number.POSITIVE_INFINITY);
    for (const [part, value] of Object.entries(drawn.result.body_part_scores ?? {})) {
      const list = parts.get(part);
      if (list) list.push(value);
      else parts.set(part, [value]);
    }
  }
  const point = scored.result.score;
  const partRanges: Record<string, ScoreRange> = {};
  for (const [part, value] of Object.entries(scored.result.body_part_scores ?? {}))
    partRanges[part] = rangeOf(parts.get(part) ?? [], value) ?? { low: value, high: value };
  return { score: point === null ? null : rangeOf(totals, point), parts: partRanges };
}
