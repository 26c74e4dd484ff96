import { findMethod, type StoredResults } from '@ergo/contracts';
import { ANGLE_BANDS, type AxialAngleKey, type SidedAngleKey } from '@ergo/ergonomics';
import { actionLevel, levelKey, partKey, type Finding } from './findings';

type Motion = AxialAngleKey | SidedAngleKey;

/** The joint motions that make up a body part's score (REBA/RULA worksheets' boxes). */
const PART_MOTIONS: Readonly<Record<string, readonly Motion[]>> = {
  neck: ['neck_flexion', 'neck_side_bend', 'neck_twist'],
  trunk: ['trunk_flexion', 'trunk_side_bend', 'trunk_twist'],
  upper_arm: ['upper_arm_flexion', 'upper_arm_abduction', 'shoulder_elevation'],
  lower_arm: ['elbow_flexion'],
  wrist: ['wrist_flexion', 'wrist_deviation'],
  leg: ['knee_flexion'],
};

const POSTURE_FACTOR = {
  neck: 'posture.neck',
  trunk: 'posture.trunk',
  upper_arm: 'posture.upper_arm',
  lower_arm: 'posture.lower_arm',
  wrist: 'posture.wrist',
  leg: 'posture.leg',
} as const;

const ROSA_FACTOR = {
  chair_height: 'rosa.chair_height',
  pan_depth: 'rosa.pan_depth',
  armrests: 'rosa.armrests',
  back_support: 'rosa.back_support',
  monitor: 'rosa.monitor',
  mouse: 'rosa.mouse',
  keyboard: 'rosa.keyboard',
} as const;

/** The band of the angle range a sample falls in, by direction, as a message key and its limits. */
interface RangeCount {
  key: string;
  params: Record<string, number>;
  colour: 'amber' | 'red';
  count: number;
}

/** Counts the samples of one channel per colour band and direction (flexion apart from extension). */
function rangeCounts(motion: Motion, values: readonly (number | null)[]) {
  const spec = ANGLE_BANDS[motion];
  const ranges: RangeCount[] = [];
  const add = (key: string, params: Record<string, number>, colour: 'amber' | 'red') => {
    const range = { key, params, colour, count: 0 };
    ranges.push(range);
    return range;
  };
  let measured = 0;
  if (spec.window) {
    const [a0, a1] = spec.window.amber;
    const [g0, g1] = spec.window.green;
    const red = add('range_outside', { low: a0, high: a1 }, 'red');
    const amber = add('range_outside', { low: g0, high: g1 }, 'amber');
    for (const v of values) {
      if (v === null) continue;
      measured += 1;
      if (v < a0 || v > a1) red.count += 1;
      else if (v < g0 || v > g1) amber.count += 1;
    }
    return { ranges, measured };
  }
  const [p0, p1] = spec.positive;
  const posRed = add('range_over', { limit: p1 }, 'red');
  const posAmber = add('range_between', { low: p0, high: p1 }, 'amber');
  const neg = spec.negative;
  const negRed = neg ? add('range_extension_over', { limit: neg[1] }, 'red') : null;
  const negAmber = neg
    ? add('range_extension_between', { low: neg[0], high: neg[1] }, 'amber')
    : null;
  for (const v of values) {
    if (v === null) continue;
    measured += 1;
    if (neg && negRed && negAmber && v < 0) {
      if (-v > neg[1]) negRed.count += 1;
      else if (-v > neg[0]) negAmber.count += 1;
    } else {
      const a = Math.abs(v);
      if (a > p1) posRed.count += 1;
      else if (a > p0) posAmber.count += 1;
    }
  }
  return { ranges, measured };
}

/** Below this share of the measured time a range is not worth naming as the figure. */
const MIN_SHARE = 0.05;

/**
 * The figure behind a body part's band: its motion and range held longest outside green (red
 * before amber), e.g. trunk flexion over 60° for 38 % of the measured time. Null when no motion of
 * the part spent 5 % of the time outside green.
 */
export function dominantRange(results: StoredResults, part: string) {
  let best: { motion: string; range: RangeCount; share: number } | null = null;
  for (const motion of PART_MOTIONS[part] ?? []) {
    const channels = ['', 'left_', 'right_'].map((prefix) => `${prefix}${motion}`);
    for (const channel of channels) {
      const values = results.series.angles[channel];
      if (!values) continue;
      const { ranges, measured } = rangeCounts(motion, values);
      if (measured === 0) continue;
      for (const range of ranges) {
        const share = range.count / measured;
        if (share < MIN_SHARE) continue;
        const better =
          !best ||
          (range.colour === 'red' && best.range.colour === 'amber') ||
          (range.colour === best.range.colour && share > best.share);
        if (better) best = { motion: channel, range, share };
      }
    }
  }
  return best;
}

/** Each scored body part (REBA, RULA) or workstation area (ROSA) in a moderate band or worse. */
export function postureFindings(method: string, results: StoredResults): Finding[] {
  // a workstation method (ROSA) scores areas of the desk, not body parts, and has no angle ranges
  const workstation = findMethod(method)?.figure === 'workstation';
  const factors: Readonly<Record<string, Finding['factor']>> = workstation
    ? ROSA_FACTOR
    : POSTURE_FACTOR;
  return results.body_parts.flatMap((part) => {
    const level = actionLevel(part.level);
    const factor = Object.hasOwn(factors, part.body_part) ? factors[part.body_part] : undefined;
    if (!level || !factor) return [];
    const base = {
      part_key: partKey(part.body_part),
      score: part.score,
      level_key: levelKey(level),
    };
    if (workstation)
      return [
        { factor, level, measured: { key: 'recommendations.measured.area_score', params: base } },
      ];
    const range = dominantRange(results, part.body_part);
    const measured = range
      ? {
          key: 'recommendations.measured.part_share',
          params: {
            ...base,
            motion_channel: range.motion,
            range_key: `recommendations.measured.${range.range.key}`,
            ...range.range.params,
            share_ratio: range.share,
          },
        }
      : { key: 'recommendations.measured.part_score', params: base };
    return [{ factor, level, measured }];
  });
}
