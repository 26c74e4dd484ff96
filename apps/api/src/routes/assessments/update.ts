import { desc, eq } from 'drizzle-orm';
import { isOverridableAngle, ScoringInputError } from '@ergo/ergonomics';
import { findMethod, type AssessmentUpdate, type Language } from '@ergo/contracts';
import { frameKey, recompute, saveRecomputed } from '../../analysis/recompute';
import type { AppContext } from '../../context';
import { assessmentChanges, assessmentResults, assessments, users } from '../../db/schema';
import { inOrg } from '../../db/tenancy';
import { AppError } from '../../lib/errors';
import { parseOrThrow, ValidationFailed, type Invalid } from '../../lib/validation';
import { findAssessment } from './assessments';

type Caller = { userId: string; orgId: string };
interface Change {
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * PATCH /operation/{type}/{id}/update/: the ergonomist corrects names, method inputs or angles of
 * the final posture. Scores are recomputed from the stored keypoints at once; every change is
 * recorded with who made it and when. Nothing is stored when the correction is invalid.
 */
export async function updateAssessment(
  ctx: AppContext,
  auth: Caller,
  id: string,
  type: string,
  body: AssessmentUpdate,
  lang: Language,
) {
  const { row } = await findAssessment(ctx.db, auth, id, type);
  const changes: Change[] = [];
  const next = { ...row };
  for (const [field, column] of [
    ['name', 'name'],
    ['employee_name', 'employeeName'],
    ['employee_number', 'employeeNumber'],
  ] as const) {
    const value = body[field];
    if (value !== undefined && value !== row[column]) {
      changes.push({ field, oldValue: row[column], newValue: value });
      next[column] = value;
    }
  }
  const method = findMethod(row.type);
  if (body.inputs && method) {
    const merged: Record<string, unknown> = parseOrThrow(method.inputs, {
      ...row.inputs,
      ...body.inputs,
    });
    for (const key of new Set([...Object.keys(row.inputs), ...Object.keys(merged)])) {
      if (!same(row.inputs[key], merged[key]))
        changes.push({
          field: `inputs.${key}`,
          oldValue: row.inputs[key] ?? null,
          newValue: merged[key] ?? null,
        });
    }
    next.inputs = merged;
  }
  if (body.angle_overrides) {
    const invalid: Invalid[] = Object.keys(body.angle_overrides)
      .filter((key) => !isOverridableAngle(key))
      .map((key) => ({ field: `angle_overrides.${key}`, messageKey: 'assessments.unknown_angle' }));
    if (invalid.length > 0) throw new ValidationFailed(invalid);
    const overrides = { ...row.angleOverrides };
    for (const [key, value] of Object.entries(body.angle_overrides)) {
      if (same(overrides[key], value)) continue;
      changes.push({ field: `angle.${key}`, oldValue: overrides[key] ?? null, newValue: value });
      if (value === null) delete overrides[key];
      else overrides[key] = value;
    }
    next.angleOverrides = overrides;
  }
  if (body.frame_overrides) {
    next.frameOverrides = await mergeFrameOverrides(ctx, row, body.frame_overrides, changes);
  }
  if (changes.length === 0) return (await findAssessment(ctx.db, auth, id, type, lang)).presented;

  const rescoring = changes.some((c) => /^(inputs|angle|frame)\./.test(c.field));
  let recomputed = null;
  try {
    recomputed = rescoring ? await recompute(ctx.db, ctx.files, next) : null;
  } catch (error) {
    if (error instanceof ScoringInputError)
      throw new AppError(400, 'assessments.correction_unscorable', 'angle_overrides');
    throw error;
  }
  const [user] = await ctx.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, auth.userId));
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
      .where(inOrg(assessments, auth.orgId, eq(assessments.id, row.id)));
    await tx.insert(assessmentChanges).values(
      changes.map((change) => ({
        organizationId: auth.orgId,
        assessmentId: row.id,
        userId: auth.userId,
        userName: user ? `${user.first} ${user.last}` : '',
        field: change.field,
        oldValue: change.oldValue ?? null,
        newValue: change.newValue ?? null,
      })),
    );
    if (recomputed) await saveRecomputed(tx, row.id, recomputed);
  });
  return (await findAssessment(ctx.db, auth, id, type, lang)).presented;
}

/**
 * Merges corrections of single frames: each time must be a frame the analysis sampled; null removes
 * one angle's correction, or all of a frame's. Records one change per angle.
 */
async function mergeFrameOverrides(
  ctx: AppContext,
  row: typeof assessments.$inferSelect,
  body: NonNullable<AssessmentUpdate['frame_overrides']>,
  changes: Change[],
): Promise<Record<string, Record<string, number>>> {
  const [stored] = await ctx.db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.assessmentId, row.id));
  const series = (stored?.results as { series?: { time?: number[] } } | undefined)?.series;
  const times = new Set((series?.time ?? []).map(frameKey));
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
      if (same(current[key], value)) continue;
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

/** GET /operation/{type}/{id}/overrides/: who changed what and when, newest first. */
export async function listChanges(ctx: AppContext, auth: Caller, id: string, type: string) {
  const { row } = await findAssessment(ctx.db, auth, id, type);
  const rows = await ctx.db
    .select()
    .from(assessmentChanges)
    .where(inOrg(assessmentChanges, auth.orgId, eq(assessmentChanges.assessmentId, row.id)))
    .orderBy(desc(assessmentChanges.createdAt));
  return rows.map((change) => ({
    field: change.field,
    old_value: change.oldValue,
    new_value: change.newValue,
    user_name: change.userName,
    at: change.createdAt.toISOString(),
  }));
}
