import { ANGLE_BANDS, angleColourBand, type AngleColour } from '../bands/angle-bands';
import {
  AXIAL_ANGLE_KEYS,
  SIDED_ANGLE_KEYS,
  type AxialAngleKey,
  type FramePosture,
  type Side,
  type SidedAngleKey,
} from '../posture';

export type Motion = AxialAngleKey | SidedAngleKey;
const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A measured angle of one frame, by motion and side (null side for axial motions). */
export function angleOf(frame: FramePosture, motion: Motion, side: Side | null): number | null {
  const sample = side ? frame[side][motion as SidedAngleKey] : frame.axial[motion as AxialAngleKey];
  return frame.personFound && sample ? sample.value : null;
}

export interface KinematicsEntry {
  motion: Motion;
  side: Side | null;
  /** seconds measured, and the share of that time in each colour band (SPEC §9) */
  measured_seconds: number;
  seconds: Record<AngleColour, number>;
  shares: Record<AngleColour, number>;
}

/** Share of time per angle colour band, for every joint motion and side that was measured. */
export function kinematics(
  frames: readonly FramePosture[],
  frameSeconds: number,
): KinematicsEntry[] {
  const entries: KinematicsEntry[] = [];
  const channels: [Motion, Side | null][] = [
    ...AXIAL_ANGLE_KEYS.map((m) => [m, null] as [Motion, null]),
    ...SIDED_ANGLE_KEYS.flatMap((m) =>
      (['left', 'right'] as const).map((s) => [m, s] as [Motion, Side]),
    ),
  ];
  for (const [motion, side] of channels) {
    const counts: Record<AngleColour, number> = { green: 0, amber: 0, red: 0 };
    let measured = 0;
    for (const frame of frames) {
      const angle = angleOf(frame, motion, side);
      if (angle === null) continue;
      counts[angleColourBand(motion, angle)] += 1;
      measured += 1;
    }
    if (measured === 0) continue;
    const share = (n: number) => round3(n / measured);
    entries.push({
      motion,
      side,
      measured_seconds: round1(measured * frameSeconds),
      seconds: {
        green: round1(counts.green * frameSeconds),
        amber: round1(counts.amber * frameSeconds),
        red: round1(counts.red * frameSeconds),
      },
      shares: { green: share(counts.green), amber: share(counts.amber), red: share(counts.red) },
    });
  }
  return entries;
}

/** Mean of every measured angle (by motion and side). */
export function averageAngles(frames: readonly FramePosture[]): Record<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  const add = (key: string, value: number) => {
    const s = sums.get(key) ?? { sum: 0, n: 0 };
    s.sum += value;
    s.n += 1;
    sums.set(key, s);
  };
  for (const frame of frames) {
    if (!frame.personFound) continue;
    for (const motion of AXIAL_ANGLE_KEYS) {
      const v = angleOf(frame, motion, null);
      if (v !== null) add(motion, v);
    }
    for (const motion of SIDED_ANGLE_KEYS) {
      for (const side of ['left', 'right'] as const) {
        const v = angleOf(frame, motion, side);
        if (v !== null) add(`${side}_${motion}`, v);
      }
    }
  }
  return Object.fromEntries([...sums].map(([key, { sum, n }]) => [key, round1(sum / n)]));
}

export interface BandInterval {
  from: number;
  to: number;
  colour: AngleColour;
}

/**
 * The colour bands of a motion as degree intervals, ordered from low to high, for shading a graph:
 * extension (negative) bands when the motion is signed, then flexion; a window (the elbow) as
 * red–amber–green–amber–red.
 */
export function bandIntervals(motion: Motion): BandInterval[] {
  const spec = ANGLE_BANDS[motion];
  if (spec.window) {
    const { green, amber } = spec.window;
    return [
      { from: 0, to: amber[0], colour: 'red' },
      { from: amber[0], to: green[0], colour: 'amber' },
      { from: green[0], to: green[1], colour: 'green' },
      { from: green[1], to: amber[1], colour: 'amber' },
      { from: amber[1], to: 180, colour: 'red' },
    ];
  }
  const [g, a] = spec.positive;
  const positive: BandInterval[] = [
    { from: 0, to: g, colour: 'green' },
    { from: g, to: a, colour: 'amber' },
    { from: a, to: 180, colour: 'red' },
  ];
  if (!spec.negative) return positive;
  const [ng, na] = spec.negative;
  return [
    { from: -180, to: -na, colour: 'red' },
    { from: -na, to: -ng, colour: 'amber' },
    { from: -ng, to: 0, colour: 'green' },
    ...positive,
  ];
}
