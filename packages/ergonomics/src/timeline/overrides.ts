import { ScoringInputError } from '../core/errors';
import type { FrameResultBase } from '../frame/score-frame';
import {
  AXIAL_ANGLE_KEYS,
  SIDED_ANGLE_KEYS,
  type AxialAngleKey,
  type FramePosture,
  type SidedAngleKey,
} from '../posture';
import { heatColour } from './part-levels';
import { heatLevelOf } from '../bands/risk-levels';
import type { TimelineMethod, TimelineResults } from './summarize';

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
    const sample = { value, confidence: 1 };
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
  /** the angles that were corrected and their measured values */
  overridden: { key: string; measured: number | null; corrected: number }[];
  /** the score the measured posture had */
  measured_score: number | null;
}

/**
 * Re-scores a video's final posture with corrected angles: the representative frame gets the
 * corrections and is scored again; the score, body parts and explanation follow it, while the
 * time series stay as measured (they show what the camera saw).
 */
export function withCorrectedPosture<R extends FrameResultBase>(
  results: TimelineResults<Omit<R, 'steps'>>,
  frames: readonly FramePosture[],
  method: TimelineMethod<R>,
  overrides: Readonly<Record<string, number>>,
): TimelineResults<Omit<R, 'steps'>> & {
  score: TimelineResults<Omit<R, 'steps'>>['score'] & CorrectedScore;
} {
  const index = results.series.time.indexOf(results.score.representative_time);
  const frame = frames[index];
  if (!frame) throw new ScoringInputError('out_of_range', 'representative_time');
  const corrected = applyAngleOverrides(frame, overrides);
  const scored = method.scoreFrame(corrected);
  if (scored.status !== 'scored') throw new ScoringInputError('required', scored.missing.join(','));
  const result = scored.result;
  const { steps, ...detail } = result;
  const parts = result.body_part_scores ?? {};
  const measuredOf = (key: string): number | null => {
    if (key.startsWith('left_')) return frame.left[key.slice(5) as SidedAngleKey]?.value ?? null;
    if (key.startsWith('right_')) return frame.right[key.slice(6) as SidedAngleKey]?.value ?? null;
    return frame.axial[key as AxialAngleKey]?.value ?? null;
  };
  return {
    ...results,
    score: {
      ...results.score,
      score: result.score,
      risk_level: result.risk_level,
      heat_level: heatLevelOf(result.risk_level),
      action_level: result.action_level ?? null,
      explanation: steps,
      measured: scored.measured,
      assumed: scored.assumed,
      detail,
      overridden: Object.entries(overrides).map(([key, value]) => ({
        key,
        measured: measuredOf(key),
        corrected: value,
      })),
      measured_score: results.score.score,
    },
    body_parts: results.body_parts.map((part) => {
      const score = parts[part.body_part] ?? part.score;
      const level = method.partLevel(part.body_part, score);
      const colour = heatColour(level);
      return { ...part, score, level, colour: colour.key, hex: colour.hex };
    }),
  };
}
