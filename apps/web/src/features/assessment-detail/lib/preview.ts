import type { CorrectionPreview } from '@ergo/contracts';
import {
  AXIAL_ANGLE_KEYS,
  SIDED_ANGLE_KEYS,
  type AxialAngleKey,
  type HeatLevel,
  type MeasuredSource,
  type RiskLevel,
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
  /** from the part's length in the picture against body proportions */
  fromProportions?: boolean;
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
        ...(source.fromProportions === true ? { fromProportions: true } : {}),
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

/** The preview the score, the heat map and the parts table show while corrections are edited. */
export interface PreviewResult {
  score: number | null;
  risk_level: RiskLevel;
  action_level: number | null;
  /** the final score's 80% range after the correction (null: not known) */
  range: { low: number; high: number } | null;
  /** body parts or workstation items with their heat level and colour (SPEC §9 bands) */
  parts: Record<string, { score: number; level: HeatLevel; hex: string }>;
}

/**
 * The server's preview (POST …/preview/, the recompute saving makes, over the whole video) as the
 * page shows it. It replaces the browser's own re-scoring of the final frame, which could not know
 * that saving may take another frame of the held posture, or the other arm, as the final posture.
 */
export function previewFromServer(answer: CorrectionPreview): PreviewResult {
  return {
    score: answer.score,
    risk_level: answer.risk_level,
    action_level: answer.action_level,
    range: answer.score_range,
    parts: Object.fromEntries(
      answer.body_parts.map((part) => [
        part.body_part,
        { score: part.score, level: part.level, hex: part.hex },
      ]),
    ),
  };
}
