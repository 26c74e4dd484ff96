import { eq, notInArray } from 'drizzle-orm';
import { assessments, thisAssessment, type AssessmentScope, type Database } from '@ergo/db';

/*
 * The statements the analysis makes on the assessment it works for (issue 32's query layer): every
 * one names the assessment and its organization in SQL. A transaction passes its `tx` as `db`.
 */

export type AssessmentRow = typeof assessments.$inferSelect;
/** Columns the analysis writes beside a status (progress, score, measured items…). */
export type AssessmentColumns = Partial<typeof assessments.$inferInsert>;
/** An analysis status, as the assessments table stores it. */
export type AssessmentStatus = AssessmentRow['status'];

/** The assessment; undefined when it was deleted (or is another organization's). */
export async function findAssessment(
  db: Database,
  scope: AssessmentScope,
): Promise<AssessmentRow | undefined> {
  const [row] = await db.select().from(assessments).where(thisAssessment(scope));
  return row;
}

/**
 * The assessment locked for the caller's transaction (FOR UPDATE), optionally only while it is of
 * `type`; undefined when it is gone.
 */
export async function lockAssessment(
  tx: Database,
  scope: AssessmentScope,
  type?: string,
): Promise<AssessmentRow | undefined> {
  const ofType = type === undefined ? [] : [eq(assessments.type, type)];
  const [row] = await tx
    .select()
    .from(assessments)
    .where(thisAssessment(scope, ...ofType))
    .for('update');
  return row;
}

/** Whether the assessment still exists (a job for a deleted one stops). */
export async function assessmentExists(db: Database, scope: AssessmentScope): Promise<boolean> {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(thisAssessment(scope));
  return row !== undefined;
}

/** The assessment's method code; undefined when it is gone. */
export async function methodCodeOf(
  db: Database,
  scope: AssessmentScope,
): Promise<string | undefined> {
  const [row] = await db
    .select({ type: assessments.type })
    .from(assessments)
    .where(thisAssessment(scope));
  return row?.type;
}

/**
 * Writes columns on the assessment, unless its status is one of `unlessStatus` (a late progress
 * report must not reopen a finished analysis). The row written; undefined when none was.
 */
export async function updateAssessment(
  db: Database,
  scope: AssessmentScope,
  columns: AssessmentColumns,
  unlessStatus?: AssessmentStatus[],
): Promise<AssessmentRow | undefined> {
  const guard = unlessStatus ? [notInArray(assessments.status, unlessStatus)] : [];
  const [row] = await db
    .update(assessments)
    .set(columns)
    .where(thisAssessment(scope, ...guard))
    .returning();
  return row;
}
