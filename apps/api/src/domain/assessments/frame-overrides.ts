import { frameKey, type AssessmentUpdate } from '@ergo/contracts';
import { isOverridableAngle } from '@ergo/ergonomics';
import { loadStoredResults, type Database } from '@ergo/db';
import { ValidationFailed, type Invalid } from '../../lib/validation';
import type { Change } from './changes';
import type { AssessmentRow } from './find-assessment';

/**
 * Merges corrections of single frames: each time must be a frame the analysis sampled; null removes
 * one angle's correction, or all of a frame's. Records one change per angle.
 */
export async function mergeFrameOverrides(
  db: Database,
  row: AssessmentRow,
  body: NonNullable<AssessmentUpdate['frame_overrides']>,
  changes: Change[],
): Promise<Record<string, Record<string, number>>> {
  const stored = await loadStoredResults(db, { orgId: row.organizationId, assessmentId: row.id });
  const times = new Set((stored?.series.time ?? []).map(frameKey));
  const invalid: Invalid[] = [];
  const merged: Record<string, Record<string, number>> = structuredClone(row.frameOverrides);
  for (const [rawTime, angles] of Object.entries(body)) {
    const time = frameKey(Number(rawTime));
    if (!times.has(time)) {
      invalid.push({
        field: `frame_overrides.${rawTime}`,
        messageKey: 'assessments.unknown_frame',
      });
      continue;
    }
    const current = merged[time] ?? {};
    const updates = angles ?? Object.fromEntries(Object.keys(current).map((key) => [key, null]));
    for (const [key, value] of Object.entries(updates)) {
      if (!isOverridableAngle(key)) {
        invalid.push({
          field: `frame_overrides.${rawTime}.${key}`,
          messageKey: 'assessments.unknown_angle',
        });
        continue;
      }
      if ((current[key] ?? null) === value) continue;
      changes.push({
        field: `frame.${time}.${key}`,
        oldValue: current[key] ?? null,
        newValue: value,
      });
      if (value === null) delete current[key];
      else current[key] = value;
    }
    if (Object.keys(current).length > 0) merged[time] = current;
    else delete merged[time];
  }
  if (invalid.length > 0) throw new ValidationFailed(invalid);
  return merged;
}
