import {
  applyAngleOverrides,
  AXIAL_ANGLE_KEYS,
  HEAT_COLOURS,
  partHeatLevel,
  SIDED_ANGLE_KEYS,
  scoreFrame,
  ScoringInputError,
  type AxialAngleKey,
  type FrameAssessment,
  type FramePosture,
  type MeasureKey,
  type ScoreStep,
  type SidedAngleKey,
} from '@ergo/ergonomics';
import type { MeasuredSource } from '../api/schemas';

export type Side = 'left' | 'right';

/** One measured angle of the representative posture, as the correction form lists it. */
export interface AngleEntry {
  /** key of PATCH …/update/ angle_overrides: the motion, or 'left_'/'right_' + motion */
  overrideKey: string;
  motion: string;
  side: Side | null;
  value: number;
  confidence: number;
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
  risk_level: string;
  action_level: number | null;
  body_part_scores: Record<string, number>;
  steps: ScoreStep[];
}

/**
 * Recomputes the representative posture's score in the browser with the same package the server
 * uses (instant preview of a correction). Returns null when the method cannot score the frame
 * (a needed part is missing) or the inputs are invalid.
 */
export function previewScore(
  method: string,
  inputs: Record<string, unknown>,
  measured: Record<string, MeasuredSource>,
  overrides: Record<string, number | null>,
): PreviewResult | null {
  if (!['reba', 'rula', 'rosa', 'wisha'].includes(method)) return null;
  const assessment = { method, inputs } as unknown as FrameAssessment;
  try {
    const scored = scoreFrame(postureFromMeasured(measured, overrides), assessment);
    if (scored.status !== 'scored') return null;
    const result = scored.result;
    return {
      score: result.score,
      risk_level: result.risk_level,
      action_level: 'action_level' in result ? result.action_level : null,
      body_part_scores:
        'body_part_scores' in result
          ? { ...(result.body_part_scores as unknown as Record<string, number>) }
          : {},
      steps: result.steps,
    };
  } catch (error) {
    if (error instanceof ScoringInputError) return null;
    throw error;
  }
}

/** Preview body-part scores with their heat colours (SPEC §9 bands), keyed by the API's part names. */
export function previewParts(
  method: string,
  preview: PreviewResult,
): Record<string, { score: number; level: string; hex: string }> {
  const out: Record<string, { score: number; level: string; hex: string }> = {};
  for (const [part, score] of Object.entries(preview.body_part_scores)) {
    const level = partHeatLevel(method, part, score);
    out[part] = { score, level, hex: HEAT_COLOURS[level].hex };
  }
  return out;
}
