import type { FrameResultBase, FrameScore } from '../frame/score-frame';
import {
  AXIAL_ANGLE_KEYS,
  SIDED_ANGLE_KEYS,
  type AxialAngleKey,
  type FramePosture,
  type MeasuredValue,
  type Side,
  type SidedAngleKey,
} from '../posture';
import { angleUncertainty, MAGNITUDE_ANGLES } from './angle-uncertainty';
import { drawOne, rangeOf, seededRandom, viewOf, type ScoreRange } from './score-range';

/**
 * One of the method's boxes for a reading, found by its own scorer: the angles from `from`
 * (exclusive; null: no lower end) to `to` (inclusive; null: no upper end) give the part `part_score`.
 */
export interface AngleBox {
  from: number | null;
  to: number | null;
  part_score: number;
}

/** A reading of the final posture whose doubt moves the final score, to be confirmed by eye. */
export interface ReadingToConfirm {
  /** the correction's key: an axial motion, or `left_…` / `right_…` */
  key: string;
  motion: AxialAngleKey | SidedAngleKey;
  side: Side | null;
  /** the body part (payload name) whose score this reading sets */
  part: string;
  /** the value measured, degrees */
  measured: number;
  /** how it was read (the same marks as the explanation's) */
  from2d: boolean;
  /** read from body proportions (absent in results stored before the reading existed) */
  fromProportions?: boolean;
  lowConfidence: boolean;
  /** the final score's 80% range when this reading alone is in doubt */
  influence: ScoreRange;
  /** the method's boxes for this reading, lowest angles first */
  boxes: AngleBox[];
}

/** At most this many readings are offered for confirmation: the ones that matter most. */
export const MAX_READINGS_TO_CONFIRM = 3;
/** Draws per reading to weigh its influence (its doubt alone). */
const INFLUENCE_SAMPLES = 120;
/** The boxes are found by scoring the posture with the reading at every degree of this span. */
const SWEEP = { signed: [-90, 180], magnitude: [0, 180] } as const;

interface Reading {
  key: string;
  motion: AxialAngleKey | SidedAngleKey;
  side: Side | null;
  value: MeasuredValue;
}

function readingsOf(frame: FramePosture): Reading[] {
  const out: Reading[] = [];
  for (const motion of AXIAL_ANGLE_KEYS) {
    const value = frame.axial[motion];
    if (value && Number.isFinite(value.value)) out.push({ key: motion, motion, side: null, value });
  }
  for (const side of ['left', 'right'] as const)
    for (const motion of SIDED_ANGLE_KEYS) {
      const value = frame[side][motion];
      if (value && Number.isFinite(value.value))
        out.push({ key: `${side}_${motion}`, motion, side, value });
    }
  return out;
}

/** The frame with one reading set to `value` (everything else as measured). */
function withReading(frame: FramePosture, reading: Reading, value: MeasuredValue): FramePosture {
  if (reading.side === null)
    return { ...frame, axial: { ...frame.axial, [reading.motion]: value } };
  return { ...frame, [reading.side]: { ...frame[reading.side], [reading.motion]: value } };
}

const scoreOf = <R extends FrameResultBase>(
  scoreFrame: (frame: FramePosture) => FrameScore<R>,
  frame: FramePosture,
): R | null => {
  try {
    const scored = scoreFrame(frame);
    return scored.status === 'scored' ? scored.result : null;
  } catch {
    return null;
  }
};

/**
 * Where a box ends between two swept degrees: the methods write their limits in fives (REBA's 20°,
 * 45°, 90°; RULA's 10°, 20°, 60°, 100°), so whichever of the two is one is the limit.
 */
function threshold(last: number, first: number): number {
  return first % 5 === 0 ? first : last;
}

/**
 * The method's boxes for one reading: the posture scored with the reading at every degree of its
 * span, each run of degrees that gives its part one score a box. The part is the one whose score
 * the reading moves (null when it moves none).
 */
function boxesOf<R extends FrameResultBase>(
  frame: FramePosture,
  reading: Reading,
  scoreFrame: (frame: FramePosture) => FrameScore<R>,
): { part: string; boxes: AngleBox[] } | null {
  const [low, high] = MAGNITUDE_ANGLES.has(reading.motion) ? SWEEP.magnitude : SWEEP.signed;
  const sweep: { angle: number; parts: Readonly<Record<string, number>> }[] = [];
  for (let angle = low; angle <= high; angle += 1) {
    const result = scoreOf(
      scoreFrame,
      withReading(frame, reading, { ...reading.value, value: angle }),
    );
    if (result?.body_part_scores) sweep.push({ angle, parts: result.body_part_scores });
  }
  const parts = Object.keys(sweep[0]?.parts ?? {});
  const changes = (part: string) =>
    sweep.filter((s, i) => i > 0 && s.parts[part] !== sweep[i - 1]?.parts[part]).length;
  const part = parts.reduce<string | null>(
    (best, p) => (changes(p) > (best === null ? 0 : changes(best)) ? p : best),
    null,
  );
  if (part === null) return null;
  const boxes: AngleBox[] = [];
  for (const [i, s] of sweep.entries()) {
    const score = s.parts[part] ?? 0;
    const last = boxes.at(-1);
    if (last && last.part_score === score) continue;
    const before = sweep[i - 1];
    const edge = before ? threshold(before.angle, s.angle) : null;
    if (last) last.to = edge;
    boxes.push({ from: edge, to: null, part_score: score });
  }
  return { part, boxes };
}

/**
 * The readings of the final posture to confirm by eye: each reading's doubt alone
 * (angle-uncertainty.ts) is drawn INFLUENCE_SAMPLES times and the final score's 80% range taken;
 * the readings that widen it most (then those that change it most often) come first, at most
 * MAX_READINGS_TO_CONFIRM, each with the method's boxes to choose from. A corrected reading has no
 * doubt and is never offered; a reading whose doubt moves nothing is not either.
 */
export function readingsToConfirm<R extends FrameResultBase>(
  frame: FramePosture,
  scoreFrame: (frame: FramePosture) => FrameScore<R>,
): ReadingToConfirm[] {
  const point = scoreOf(scoreFrame, frame);
  if (point === null || point.score === null) return [];
  const view = viewOf(frame);
  const weighed: { reading: Reading; influence: ScoreRange; changed: number }[] = [];
  for (const reading of readingsOf(frame)) {
    const u = angleUncertainty(reading.motion, reading.value, view);
    if (u.toNeutral === 0 && u.fromNeutral === 0) continue;
    const random = seededRandom(Math.round(frame.time * 1000) + reading.key.length * 7919);
    const totals: number[] = [];
    for (let i = 0; i < INFLUENCE_SAMPLES; i += 1) {
      const drawn = drawOne(reading.motion, reading.value, u, random);
      const result = scoreOf(scoreFrame, withReading(frame, reading, drawn));
      if (result) totals.push(result.score ?? Number.POSITIVE_INFINITY);
    }
    const changed = totals.filter((t) => t !== point.score).length;
    const influence = rangeOf(totals, point.score);
    if (influence && (influence.high > influence.low || changed > 0))
      weighed.push({ reading, influence, changed });
  }
  weighed.sort(
    (a, b) =>
      b.influence.high - b.influence.low - (a.influence.high - a.influence.low) ||
      b.changed - a.changed,
  );
  const out: ReadingToConfirm[] = [];
  for (const { reading, influence } of weighed) {
    if (out.length >= MAX_READINGS_TO_CONFIRM) break;
    const found = boxesOf(frame, reading, scoreFrame);
    if (!found || found.boxes.length < 2) continue;
    out.push({
      key: reading.key,
      motion: reading.motion,
      side: reading.side,
      part: found.part,
      measured: Math.round(reading.value.value * 10) / 10,
      from2d: reading.value.from2d === true,
      ...(reading.value.fromProportions === true ? { fromProportions: true } : {}),
      lowConfidence: reading.value.lowConfidence === true,
      influence,
      boxes: found.boxes,
    });
  }
  return out;
}
