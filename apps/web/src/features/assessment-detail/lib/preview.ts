import { MethodInputError, scoreAssessment, type MethodDescriptor } from '@ergo/contracts';
import {
  applyAngleOverrides,
  AXIAL_ANGLE_KEYS,
  NothingScorableError,
  SIDED_ANGLE_KEYS,
  ScoringInputError,
  type AxialAngleKey,
  type FramePosture,
  type HeatLevel,
  type MeasuredSource,
  type MeasureKey,
  type RiskLevel,
  type ScoreStep,
  type SidedAngleKey,
} from '@ergo/ergonomics';

export type Side = 'left' | 'right';

/** One measured angle of the representative posture, as the correction form lists it. */
export interface AngleEntry {
  /** key of PATCH …/update/ angle_overrides: the motion, or 'left_'/'right_' + motion */
  overrideKey: string;
  motion: string;
  side: Side | null;
  value: number;
  confidence: number;
  /** how the camera read it: in the picture (2D), with low confidence, from a nearby frame */
  from2d?: boolean;
  lowConfidence?: boolean;
  filled?: boolean;
  /** a row for an angle only corrected by hand (the camera did not give it for this posture) */
  byHand?: boolean;
}

const isAxial = (key: string): key is AxialAngleKey =>
  (AXIAL_ANGLE_KEYS as readonly string[]).includes(key);
const isSided = (key: string): key is SidedAngleKey =>
  (SIDED_ANGLE_KEYS as readonly string[]).includes(key);

export const overrideKeyOf = (motion: string, side: Side | null | undefined) =>
  side ? `${side}_${motion}` : motion;

/** The angles (not lengths) that produced the representative score, one per motion and side. */
export function measuredAngles(measured: Record<string, MeasuredSource>): AngleEntry[] {
  const byKey = new Map<string, AngleEntry>();
  for (const source of Object.values(measured)) {
    if (!isAxial(source.key) && !isSided(source.key)) continue;
    const side = isSided(source.key) ? (source.side ?? null) : null;
    const overrideKey = overrideKeyOf(source.key, side);
    if (!byKey.has(overrideKey))
      byKey.set(overrideKey, {
        overrideKey,
        motion: source.key,
        side,
        value: source.value,
        confidence: source.confidence,
        ...(source.from2d === true ? { from2d: true } : {}),
        ...(source.lowConfidence === true ? { lowConfidence: true } : {}),
        ...(source.filled === true ? { filled: true } : {}),
      });
  }
  const order = [...AXIAL_ANGLE_KEYS, ...SIDED_ANGLE_KEYS] as readonly string[];
  return [...byKey.values()].sort(
    (a, b) =>
      order.indexOf(a.motion) - order.indexOf(b.motion) ||
      (a.side ?? '').localeCompare(b.side ?? ''),
  );
}

/**
 * The representative frame rebuilt from what the server says it measured, with the edited angles
 * applied exactly as the server applies them (`applyAngleOverrides`: an edited angle counts as
 * certain). Only the measured values are known here, so a side the server did not use is absent:
 * the preview follows the same side as the server's score; the server's answer replaces it.
 */
export function postureFromMeasured(
  measured: Record<string, MeasuredSource>,
  overrides: Record<string, number | null>,
  time = 0,
): FramePosture {
  const frame: FramePosture = {
    time,
    personFound: true,
    axial: {},
    left: {},
    right: {},
    measures: {},
  };
  for (const source of Object.values(measured)) {
    const value = { value: source.value, confidence: source.confidence };
    if (isAxial(source.key)) frame.axial[source.key] = value;
    else if (isSided(source.key) && source.side) frame[source.side][source.key] = value;
    else frame.measures[source.key as MeasureKey] = value;
  }
  const active = Object.fromEntries(
    Object.entries(overrides).filter(
      (entry): entry is [string, number] => entry[1] !== null && Number.isFinite(entry[1]),
    ),
  );
  return applyAngleOverrides(frame, active);
}

export interface PreviewResult {
  score: number | null;
  risk_level: RiskLevel;
  action_level: number | null;
  /** body parts or workstation items with their heat level and colour (SPEC §9 bands) */
  parts: Record<string, { score: number; level: HeatLevel; hex: string }>;
  steps: ScoreStep[];
}

/**
 * Recomputes the representative posture's score in the browser with the same function the server
 * uses (scoreAssessment), for an instant preview of a correction: the frame rebuilt from what the
 * server measured, the edited angles applied to it as a frame correction. Null when the method
 * cannot score the frame (a needed part is missing) or the inputs are invalid.
 */
export function previewScore(
  method: MethodDescriptor,
  inputs: Record<string, unknown>,
  measured: Record<string, MeasuredSource>,
  overrides: Record<string, number | null>,
): PreviewResult | null {
  const frame = postureFromMeasured(measured, overrides);
  try {
    const results = scoreAssessment({ method, inputs, frames: [frame], sampledFps: 1 });
    return {
      score: results.score.score,
      risk_level: results.score.risk_level,
      action_level: results.score.action_level,
      parts: Object.fromEntries(
        results.body_parts.map((part) => [
          part.body_part,
          { score: part.score, level: part.level, hex: part.hex },
        ]),
      ),
      steps: results.score.explanation,
    };
  } catch (error) {
    if (
      error instanceof MethodInputError ||
      error instanceof ScoringInputError ||
      error instanceof NothingScorableError
    )
      return null;
    throw error;
  }
}
