import { storedPostures } from '@ergo/analysis';
import { frameKey, type MeasuredValue, type StoredResults } from '@ergo/contracts';
import {
  angleOf,
  AXIAL_ANGLE_KEYS,
  SIDED_ANGLE_KEYS,
  type FramePosture,
  type Motion,
} from '@ergo/ergonomics';
import { loadStoredResults } from '@ergo/db';
import type { AppContext } from '../../context';
import type { Change } from './changes';
import type { AssessmentRow } from './find-assessment';

const FRAME_FIELD = /^frame\.(\d+(?:\.\d+)?)\.(.+)$/;

/** The angle a change corrects and the posture it applies to: the final one, or one frame's. */
function correctedAngle(field: string): { key: string; frame: string | null } | null {
  if (field.startsWith('angle.')) return { key: field.slice(6), frame: null };
  const frame = FRAME_FIELD.exec(field);
  return frame?.[1] && frame[2] ? { key: frame[2], frame: frame[1] } : null;
}

const MOTIONS: readonly string[] = [...AXIAL_ANGLE_KEYS, ...SIDED_ANGLE_KEYS];
const isMotion = (motion: string): motion is Motion => MOTIONS.includes(motion);

/** A frame's angle by its correction key ('trunk_flexion', 'left_wrist_deviation'). */
function angleByKey(frame: FramePosture, key: string): number | null {
  const sided = /^(left|right)_(.+)$/.exec(key);
  const motion = sided?.[2] ?? key;
  if (!isMotion(motion)) return null;
  return angleOf(frame, motion, sided?.[1] === 'left' || sided?.[1] === 'right' ? sided[1] : null);
}

/** The value the final posture's row showed as measured: the camera's, before any correction. */
function shownAsMeasured(score: StoredResults['score'], key: string): number | null {
  const overridden = score.overridden?.find((o) => o.key === key);
  if (overridden) return overridden.measured;
  const sided = /^(left|right)_(.+)$/.exec(key);
  const source = Object.values(score.measured).find((m) =>
    sided ? m.key === sided[2] && m.side === sided[1] : m.key === key && m.side === undefined,
  );
  return source?.value ?? null;
}

/**
 * Each angle a change corrects for the first time gets the camera's value as its before value (and
 * one whose correction is removed, as its after value), at the posture the correction applies to:
 * the final posture as the page showed it before the change (the value of its row), or the one
 * frame corrected. So the history says "29° (measured)" where it said "—". An angle the camera did
 * not measure there keeps null.
 */
export async function withMeasuredValues(
  ctx: AppContext,
  row: AssessmentRow,
  changes: readonly Change[],
): Promise<Change[]> {
  const open = (c: Change) =>
    correctedAngle(c.field) !== null && (c.oldValue === null || c.newValue === null);
  if (!changes.some(open)) return [...changes];
  const scope = { orgId: row.organizationId, assessmentId: row.id };
  const stored = await loadStoredResults(ctx.db, scope);
  if (!stored) return [...changes];
  // The keypoints are read only for an angle the final posture's row did not show, or a frame.
  let frames: Promise<readonly FramePosture[]> | undefined;
  const frameAt = async (time: string) => {
    frames ??= storedPostures(ctx.db, ctx.files, scope).then((postures) => postures?.frames ?? []);
    return (await frames).find((frame) => frameKey(frame.time) === time) ?? null;
  };
  const measuredOf = async (key: string, frame: string | null): Promise<MeasuredValue | null> => {
    let value = frame === null ? shownAsMeasured(stored.score, key) : null;
    if (value === null) {
      const posture = await frameAt(frame ?? frameKey(stored.score.representative_time));
      value = posture ? angleByKey(posture, key) : null;
    }
    // to the tenth of a degree, as the results keep their angles
    return value === null ? null : { measured: Math.round(value * 10) / 10 };
  };
  const out: Change[] = [];
  for (const change of changes) {
    const angle = correctedAngle(change.field);
    if (!angle || !open(change)) out.push(change);
    else if (change.oldValue === null)
      out.push({ ...change, oldValue: await measuredOf(angle.key, angle.frame) });
    else out.push({ ...change, newValue: await measuredOf(angle.key, angle.frame) });
  }
  return out;
}
