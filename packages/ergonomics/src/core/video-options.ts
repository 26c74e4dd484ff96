import { ScoringInputError } from './errors';
import { resolveNumericOptions, type OptionSpec } from './posture-read';

/**
 * Thresholds that turn measured angles into worksheet boxes. Defaults are conservative for video
 * (shared/reference/pose-to-reba-baseline.md): twist and side-bend flags from single frames are noisy
 * (upright frames read up to 29° twist, 20° side bend), wrists from pose hand points read 26–39° where
 * experts scored <= 15°, and camera tilt adds about 10° to the trunk. [default, min, max].
 */
export const VIDEO_THRESHOLD_SPEC = {
  /** samples with lower confidence are missing */
  minConfidence: [0.5, 0, 1],
  /** |trunk flexion/extension| up to this counts as upright (REBA trunk 1, RULA trunk 1) */
  uprightToleranceDeg: [10, 0, 30],
  /** neck extension up to this counts as 0° (not "in extension") */
  neckExtensionToleranceDeg: [5, 0, 30],
  /** neck/trunk twisted when the absolute twist exceeds this */
  twistDeg: [30, 0, 90],
  /** neck/trunk side-bent when the absolute lateral bend exceeds this */
  sideBendDeg: [20, 0, 90],
  /** wrist flexion/extension counts as bent (REBA > 15°, RULA > 15°, ROSA keyboard > 15°) only above this; set 15 for exact angles */
  wristBentDeg: [45, 0, 90],
  /** RULA wrist "neutral" when |flexion/extension| is within this */
  wristNeutralDeg: [5, 0, 15],
  /** wrist deviated when the absolute radial/ulnar deviation exceeds this */
  wristDeviationDeg: [20, 0, 90],
  /** shoulder raised (shrug) when the shoulder elevation exceeds this */
  shoulderRaisedDeg: [15, 0, 90],
  /** upper arm abducted when its abduction exceeds this */
  abductionDeg: [45, 0, 180],
  /** one-leg support when the feet's height difference exceeds this (metres) */
  oneLegSupportM: [0.15, 0, 2],
} as const satisfies OptionSpec;

export type VideoThresholds = { -readonly [K in keyof typeof VIDEO_THRESHOLD_SPEC]: number };

/** Facts a single frame cannot show; the user states them (default false). */
export interface VideoFacts {
  /** the person is seated (REBA legs 1, no knee adjustment; RULA legs 1) — pitfall 7 of the baseline */
  seated?: boolean;
  /** arm supported or person leaning (REBA/RULA upper arm -1) */
  armSupported?: boolean;
}

export type VideoOptions = Partial<VideoThresholds> & VideoFacts;

export function resolveVideoOptions(
  options: VideoOptions | undefined,
): VideoThresholds & Required<VideoFacts> {
  const t = resolveNumericOptions<VideoThresholds>(VIDEO_THRESHOLD_SPEC, options);
  const seated = options?.seated ?? false;
  const armSupported = options?.armSupported ?? false;
  if (typeof seated !== 'boolean') throw new ScoringInputError('not_a_boolean', 'options.seated');
  if (typeof armSupported !== 'boolean')
    throw new ScoringInputError('not_a_boolean', 'options.armSupported');
  return { ...t, seated, armSupported };
}
