import { and, eq } from 'drizzle-orm';
import { recompute, saveRecomputed } from '@ergo/analysis';
import { findMethod, inputsSchemaOf, type AssessmentUpdate, type Language } from '@ergo/contracts';
import { isOverridableAngle, ScoringInputError } from '@ergo/ergonomics';
import { assessments } from '@ergo/db';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { parseOrThrow, ValidationFailed, type Invalid } from '../../lib/validation';
import type { Caller } from '../caller';
import { recordChanges, type Change } from './changes';
import { findAssessment, type AssessmentRow } from './find-assessment';
import { afterSurveyInputsChanged } from '../surveys/survey-scores';
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

/**
 * PATCH /operation/{type}/{id}/update/: the ergonomist corrects names, method inputs, angles of the
 * final posture or of single frames. Scores are recomputed from the stored keypoints at once;
 * every change is recorded with who made it and when. Nothing is stored when a change is invalid.
 */
export async function updateAssessment(
  ctx: AppContext,
  caller: Caller,
  id: string,
  type: string,
  body: AssessmentUpdate,
  lang: Language,
) {
  const { row } = await findAssessment(ctx.db, caller, id, type);
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
  if (changes.length === 0) return (await findAssessment(ctx.db, caller, id, type, lang)).presented;

  // Video methods rescore the stored keypoints; a survey's score follows its answers (afterUpdate).
  const rescoring =
    findMethod(row.type) !== undefined &&
    changes.some((c) => /^(inputs|angle|frame)\./.test(c.field));
  let recomputed = null;
  try {
    recomputed = rescoring ? await recompute(ctx.db, ctx.files, next) : null;
  } catch (error) {
    if (error instanceof ScoringInputError)
      throw new AppError(400, 'assessments.correction_unscorable', 'angle_overrides');
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(assessments)
      .set({
        name: next.name,
        employeeName: next.employeeName,
        employeeNumber: next.employeeNumber,
        inputs: next.inputs,
        angleOverrides: next.angleOverrides,
        frameOverrides: next.frameOverrides,
        updatedAt: new Date(),
      })
      .where(and(eq(assessments.id, row.id), eq(assessments.organizationId, caller.orgId)));
    await recordChanges(tx, caller, row.id, changes);
    if (recomputed) await saveRecomputed(tx, row, recomputed);
    if (changes.some((c) => c.field.startsWith('inputs.')))
      await afterSurveyInputsChanged(tx, { ...row, inputs: next.inputs });
  });
  return (await findAssessment(ctx.db, caller, id, type, lang)).presented;
}
