import { AXIAL_ANGLE_KEYS, SIDED_ANGLE_KEYS, type FramePosture } from '../posture';
import { angleOf, bandIntervals, type BandInterval, type Motion } from './kinematics';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every angle channel of a video as series ('neck_flexion', 'left_knee_flexion', …), null where unmeasured. */
export function angleChannels(frames: readonly FramePosture[]): Record<string, (number | null)[]> {
  const channels: Record<string, (number | null)[]> = {};
  for (const motion of AXIAL_ANGLE_KEYS)
    channels[motion] = frames.map((f) => nullable(angleOf(f, motion, null)));
  for (const motion of SIDED_ANGLE_KEYS) {
    for (const side of ['left', 'right'] as const)
      channels[`${side}_${motion}`] = frames.map((f) => nullable(angleOf(f, motion, side)));
  }
  for (const [key, values] of Object.entries(channels))
    if (values.every((v) => v === null)) delete channels[key];
  return channels;
}
const nullable = (v: number | null) => (v === null ? null : round1(v));

/**
 * The angle that a body part's score follows, per body part name of the API (`legs` and `leg` both
 * work). ROSA items follow the angle the video measures for them.
 */
export const LINE_GRAPH_MOTIONS: Readonly<Record<string, { motion: Motion; sided: boolean }>> = {
  neck: { motion: 'neck_flexion', sided: false },
  trunk: { motion: 'trunk_flexion', sided: false },
  legs: { motion: 'knee_flexion', sided: true },
  leg: { motion: 'knee_flexion', sided: true },
  upper_arm: { motion: 'upper_arm_flexion', sided: true },
  lower_arm: { motion: 'elbow_flexion', sided: true },
  wrist: { motion: 'wrist_flexion', sided: true },
  chair_height: { motion: 'knee_flexion', sided: true },
  armrests: { motion: 'elbow_flexion', sided: true },
  monitor: { motion: 'neck_flexion', sided: false },
};

export interface LineGraph {
  body_part: string;
  motion: Motion;
  time: number[];
  /** one series per side for sided motions ('left', 'right'), else 'angle' */
  angles: Record<string, (number | null)[]>;
  score: (number | null)[];
  bands: BandInterval[];
}

/** The angle(s) and score of one body part over time, with the colour bands to shade. */
export function lineGraph(
  series: {
    time: number[];
    body_parts: Record<string, (number | null)[]>;
    angles: Record<string, (number | null)[]>;
  },
  bodyPart: string,
): LineGraph | null {
  // own keys only: a query such as body_part=__proto__ must not find Object.prototype
  if (!Object.hasOwn(LINE_GRAPH_MOTIONS, bodyPart)) return null;
  const spec = LINE_GRAPH_MOTIONS[bodyPart];
  if (!spec) return null;
  const partKey = bodyPart === 'legs' ? 'leg' : bodyPart;
  const angles: Record<string, (number | null)[]> = spec.sided
    ? Object.fromEntries(
        (['left', 'right'] as const).map((side) => [
          side,
          series.angles[`${side}_${spec.motion}`] ?? series.time.map(() => null),
        ]),
      )
    : { angle: series.angles[spec.motion] ?? series.time.map(() => null) };
  return {
    body_part: bodyPart,
    motion: spec.motion,
    time: series.time,
    angles,
    score: series.body_parts[partKey] ?? series.time.map(() => null),
    bands: bandIntervals(spec.motion),
  };
}
