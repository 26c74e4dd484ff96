import { ScoringInputError } from '../core/errors';
import type { AxialAngleKey, SidedAngleKey } from '../posture';

export const ANGLE_COLOURS = ['green', 'amber', 'red'] as const;
export type AngleColour = (typeof ANGLE_COLOURS)[number];

/** [green up to, amber up to] for one direction of a motion; beyond the second is red. */
type Limits = readonly [number, number];
interface AngleBandSpec {
  /** positive direction (flexion, or the absolute value for unsigned motions) */
  positive: Limits;
  /** negative direction (extension), when the motion is signed */
  negative?: Limits;
  /** a green window instead (elbow: green inside [lo, hi], amber within the outer window) */
  window?: { green: Limits; amber: Limits };
  source: string;
}

// SPEC §9 gives neck flexion 0-20/20-45/>45, trunk 0-30/30-60/>60 and wrist limits 10 and 30; the other
// joints are completed from REBA/RULA thresholds (scoring-methods.md §1.1, §2.1) and our flag thresholds.
export const ANGLE_BANDS: Readonly<Record<AxialAngleKey | SidedAngleKey, AngleBandSpec>> = {
  neck_flexion: {
    positive: [20, 45],
    negative: [5, 20],
    source: 'SPEC §9; extension: REBA "in extension" scores like > 20° flexion',
  },
  neck_side_bend: { positive: [10, 20], source: 'REBA/RULA side-bend +1 (video threshold 20°)' },
  neck_twist: { positive: [15, 30], source: 'REBA/RULA twist +1 (video threshold 30°)' },
  trunk_flexion: {
    positive: [30, 60],
    negative: [5, 20],
    source: 'SPEC §9; extension: REBA > 20° extension = 3',
  },
  trunk_side_bend: { positive: [10, 20], source: 'REBA/RULA side-bend +1 (video threshold 20°)' },
  trunk_twist: {
    positive: [15, 30],
    source: 'REBA/RULA twist +1 (video threshold 30°); WISHA 45°',
  },
  upper_arm_flexion: {
    positive: [20, 45],
    negative: [20, 45],
    source: 'REBA/RULA upper arm 1 (±20°), 2 (20–45°), 3+ (> 45°)',
  },
  upper_arm_abduction: {
    positive: [20, 45],
    source: 'REBA/RULA abducted +1 (video threshold 45°)',
  },
  shoulder_elevation: {
    positive: [10, 20],
    source: 'REBA/RULA shoulder raised +1 (video threshold 15°)',
  },
  elbow_flexion: {
    positive: [0, 0],
    window: { green: [60, 100], amber: [45, 120] },
    source: 'REBA/RULA lower arm 1 = 60–100°',
  },
  wrist_flexion: {
    positive: [10, 30],
    negative: [10, 30],
    source: 'SPEC §9 wrist limits 10 and 30',
  },
  wrist_deviation: {
    positive: [10, 20],
    source: 'REBA/RULA wrist deviated +1 (video threshold 20°)',
  },
  knee_flexion: { positive: [30, 60], source: 'REBA legs +1 (30–60°), +2 (> 60°)' },
  hip_flexion: {
    positive: [45, 90],
    source: 'ours: trunk–thigh closure; 90° is normal sitting (amber), beyond is red',
  },
};

function inLimits(v: number, [g, a]: Limits): AngleColour {
  return v <= g ? 'green' : v <= a ? 'amber' : 'red';
}

/** Green/amber/red for one measured joint motion (degrees). */
export function angleColourBand(motion: AxialAngleKey | SidedAngleKey, angle: number): AngleColour {
  const spec = ANGLE_BANDS[motion] as AngleBandSpec | undefined;
  if (!spec) throw new ScoringInputError('unknown_code', 'motion');
  if (typeof angle !== 'number' || !Number.isFinite(angle))
    throw new ScoringInputError('not_a_number', 'angle');
  if (spec.window) {
    const { green, amber } = spec.window;
    if (angle >= green[0] && angle <= green[1]) return 'green';
    return angle >= amber[0] && angle <= amber[1] ? 'amber' : 'red';
  }
  if (angle < 0 && spec.negative) return inLimits(-angle, spec.negative);
  return inLimits(Math.abs(angle), spec.positive);
}
