import { recompute } from '@ergo/analysis';
import { findMethod, inputsSchemaOf, type AssessmentUpdate } from '@ergo/contracts';
import { isOverridableAngle, ScoringInputError } from '@ergo/ergonomics';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { parseOrThrow, ValidationFailed, type Invalid } from '../../lib/validation';
import type { Change } from './changes';
import type { AssessmentRow } from './find-assessment';
import { mergeFrameOverrides } from './frame-overrides';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const NAME_COLUMNS = [
  ['name', 'name'],
  ['employee_name', 'employeeName'],
  ['employee_number', 'employeeNumber'],
] as const;

/**
 * Method inputs merged into the stored ones (null removes one) and checked as a whole by the
 * type's own input schema.
 */
function mergeInputs(row: AssessmentRow, patch: Record<string, unknown>, changes: Change[]) {
  const schema = inputsSchemaOf(row.type);
  if (!schema) return row.inputs;
  const patched: Record<string, unknown> = { ...row.inputs, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === null) delete patched[key];
  const merged: Record<string, unknown> = parseOrThrow(schema, patched);
  for (const key of new Set([...Object.keys(row.inputs), ...Object.keys(merged)])) {
    if (!same(row.inputs[key], merged[key]))
      changes.push({
        field: `inputs.${key}`,
        oldValue: row.inputs[key] ?? null,
        newValue: merged[key] ?? null,
      });
  }
  return merged;
}

/** Corrections of the final posture's angles merged into the stored ones (null removes one). */
function mergeAngleOverrides(
  row: AssessmentRow,
  patch: Record<string, number | null>,
  changes: Change[],
) {
  const invalid: Invalid[] = Object.keys(patch)
    .filter((key) => !isOverridableAngle(key))
    .map((key) => ({ field: `angle_overrides.${key}`, messageKey: 'assessments.unknown_angle' }));
  if (invalid.length > 0) throw new ValidationFailed(invalid);
  const overrides = { ...row.angleOverrides };
  for (const [key, value] of Object.entries(patch)) {
    if (same(overrides[key], value)) continue;
    changes.push({ field: `angle.${key}`, oldValue: overrides[key] ?? null, newValue: value });
    if (value === null) delete overrides[key];
    else overrides[key] = value;
  }
  return overrides;
}

/** An update worked out against the stored assessment: the row it would make and its changes. */
export interface PlannedUpdate {
  next: AssessmentRow;
  changes: Change[];
}

/**
 * The body of PATCH …/update/ (and of its dry run, POST …/preview/) applied to `row` in memory:
 * names, method inputs, angles of the final posture and of single frames, each checked, each
 * change listed. Nothing is stored. Throws ValidationFailed for a refused field.
 */
export async function planUpdate(
  ctx: AppContext,
  row: AssessmentRow,
  body: AssessmentUpdate,
): Promise<PlannedUpdate> {
  const changes: Change[] = [];
  const next = { ...row };
  for (const [field, column] of NAME_COLUMNS) {
    const value = body[field];
    if (value !== undefined && value !== row[column]) {
      changes.push({ field, oldValue: row[column], newValue: value });
      next[column] = value;
    }
  }
  if (body.inputs) next.inputs = mergeInputs(row, body.inputs, changes);
  if (body.angle_overrides)
    next.angleOverrides = mergeAngleOverrides(row, body.angle_overrides, changes);
  if (body.frame_overrides)
    next.frameOverrides = await mergeFrameOverrides(ctx.db, row, body.frame_overrides, changes);
  return { next, changes };
}

/**
 * The planned assessment scored again from its stored keypoints, when a change touches the score
 * (an input, an angle) of a video method; null otherwise, or when it was not analysed yet. A
 * correction that leaves the posture unscorable answers 400.
 */
export async function rescorePlanned({ next, changes }: PlannedUpdate, ctx: AppContext) {
  // A survey's score follows its answers (afterSurveyInputsChanged), not a recompute.
  const rescoring =
    findMethod(next.type) !== undefined &&
    changes.some((c) => /^(inputs|angle|frame)\./.test(c.field));
  if (!rescoring) return null;
  try {
    return await recompute(ctx.db, ctx.files, next);
  } catch (error) {
    if (error instanceof ScoringInputError)
      throw new AppError(400, 'assessments.correction_unscorable', 'angle_overrides');
    throw error;
  }
}
