import { ScoringInputError } from '../core/errors';
import type { FrameResultBase, FrameScore } from '../frame/score-frame';
import {
  AXIAL_ANGLE_KEYS,
  SIDED_ANGLE_KEYS,
  type AxialAngleKey,
  type FramePosture,
  type SidedAngleKey,
} from '../posture';
import { heldStretch, momentsOf, safeScore, type FrameMoment } from './moments';
import { sustainedScore, type ScoredMoment, type SustainedScore } from './sustained';
import type { TimelineMethod } from './summarize';

/** Angle keys an ergonomist may correct: axial motions, and sided ones as `left_…` / `right_…`. */
export const OVERRIDABLE_ANGLES: readonly string[] = [
  ...AXIAL_ANGLE_KEYS,
  ...SIDED_ANGLE_KEYS.flatMap((motion) => [`left_${motion}`, `right_${motion}`]),
];

export function isOverridableAngle(key: string): boolean {
  return OVERRIDABLE_ANGLES.includes(key);
}

/** A frame with corrected angles: a correction counts as measured with full confidence. */
export function applyAngleOverrides(
  frame: FramePosture,
  overrides: Readonly<Record<string, number>>,
): FramePosture {
  const corrected: FramePosture = {
    ...frame,
    personFound: true,
    axial: { ...frame.axial },
    left: { ...frame.left },
    right: { ...frame.right },
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (!Number.isFinite(value) || value < -180 || value > 180)
      throw new ScoringInputError('out_of_range', key, { min: -180, max: 180 });
    const sample = { value, confidence: 1, corrected: true };
    if ((AXIAL_ANGLE_KEYS as readonly string[]).includes(key))
      corrected.axial[key as AxialAngleKey] = sample;
    else if (
      key.startsWith('left_') &&
      (SIDED_ANGLE_KEYS as readonly string[]).includes(key.slice(5))
    )
      corrected.left[key.slice(5) as SidedAngleKey] = sample;
    else if (
      key.startsWith('right_') &&
      (SIDED_ANGLE_KEYS as readonly string[]).includes(key.slice(6))
    )
      corrected.right[key.slice(6) as SidedAngleKey] = sample;
    else throw new ScoringInputError('unknown_code', key);
  }
  return corrected;
}

export interface CorrectedScore {
  /** the angles that were corrected and their measured values in the final posture's frame */
  overridden: { key: string; measured: number | null; corrected: number }[];
  /** the final score as measured, before the corrections */
  measured_score: number | null;
  /** the frames the corrections apply to: the final posture as held, its first and last frame (s) */
  corrected_frames: { start: number; end: number };
  /**
   * After the corrections, the posture the final-score rule finds over the whole video when it
   * scores higher than the corrected final posture (elsewhere in the video, or reaching past the
   * corrected frames); absent when none does. Its score is null for a lift with no safe weight.
   */
  worse_held?: { score: number | null; time: number; seconds: number };
}

export interface CorrectedPosture<R extends FrameResultBase> {
  frames: FramePosture[];
  scored: FrameScore<R>[];
  /** the final posture, chosen again by the rule among the corrected frames only */
  chosen: SustainedScore;
  correction: Omit<CorrectedScore, 'worse_held'>;
}

/**
 * The final posture chosen again among the corrected frames of the held stretch, by the rule that
 * chose it: the worst score held for the hold time; for a stretch that was the longest one (none
 * lasted the hold time), the score held through all of it; a worst moment stays that moment.
 */
function chooseAgain(
  held: readonly ScoredMoment[],
  measured: SustainedScore,
  timing: { frameSeconds: number; holdSeconds: number },
): SustainedScore | null {
  const [only] = held;
  if (measured.rule === 'peak')
    return only ? { ...measured, score: only.score, index: only.index, start: only.time } : null;
  const hold = measured.rule === 'longest' ? measured.seconds : timing.holdSeconds;
  const chosen = sustainedScore(held, timing.frameSeconds, hold);
  return chosen && measured.rule === 'longest' ? { ...chosen, rule: 'longest' } : chosen;
}

/**
 * The ergonomist's corrections of the final posture, applied where that posture was held: every
 * frame of the held stretch (a lift's worst moment: its one frame) gets the corrected angles, on
 * top of any single frame's own corrections, and is scored again. The final posture is then chosen
 * again by the same rule, among those frames only: it stays the posture the ergonomist corrected,
 * and everything the timeline derives from the frames (series, peak, mean, breakpoints) follows.
 * Throws ScoringInputError for an angle that cannot be corrected, or when the corrected posture
 * cannot be scored.
 */
export function correctHeldPosture<R extends FrameResultBase>(
  measured: {
    frames: readonly FramePosture[];
    scored: readonly FrameScore<R>[];
    moments: readonly FrameMoment<R>[];
    chosen: SustainedScore;
  },
  method: TimelineMethod<R>,
  overrides: Readonly<Record<string, number>>,
  timing: { frameSeconds: number; holdSeconds: number },
): CorrectedPosture<R> {
  const held = heldStretch(measured.moments, measured.chosen, timing.frameSeconds);
  const indices = held.map((m) => m.index);
  const frames = [...measured.frames];
  const scored = [...measured.scored];
  for (const index of indices) {
    const frame = measured.frames[index];
    if (!frame) continue;
    frames[index] = applyAngleOverrides(frame, overrides);
    scored[index] = safeScore(frames[index], method);
  }
  const chosen = chooseAgain(momentsOf(scored, indices), measured.chosen, timing);
  if (!chosen) {
    const refused = scored[measured.chosen.index];
    const missing = refused?.status === 'unscorable' ? refused.missing : [];
    throw new ScoringInputError('required', missing.join(',') || 'representative_time');
  }
  const measuredFrame = measured.frames[chosen.index];
  const measuredOf = (key: string): number | null => {
    if (!measuredFrame) return null;
    if (key.startsWith('left_'))
      return measuredFrame.left[key.slice(5) as SidedAngleKey]?.value ?? null;
    if (key.startsWith('right_'))
      return measuredFrame.right[key.slice(6) as SidedAngleKey]?.value ?? null;
    return measuredFrame.axial[key as AxialAngleKey]?.value ?? null;
  };
  const representative = measured.moments.find((m) => m.index === measured.chosen.index);
  return {
    frames,
    scored,
    chosen,
    correction: {
      overridden: Object.entries(overrides).map(([key, value]) => ({
        key,
        measured: measuredOf(key),
        corrected: value,
      })),
      measured_score: representative?.result.score ?? null,
      corrected_frames: { start: held[0]?.time ?? 0, end: held.at(-1)?.time ?? 0 },
    },
  };
}
