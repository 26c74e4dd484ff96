import { and, desc, eq } from 'drizzle-orm';
import {
  assessmentChanges,
  assessments,
  files,
  inOrg,
  operations,
  tasks,
  type AssessmentScope,
  type Database,
} from '@ergo/db';

/*
 * Lookups of one assessment and its files (issue 32's query layer), each scoped to the
 * organization in SQL, joins included.
 */

export type AssessmentRow = typeof assessments.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** One file within its organization. */
export interface FileScope {
  orgId: string;
  fileId: string;
}

/**
 * An assessment with its task's and operation's names (of the type when one is given); null when
 * it is not the organization's.
 */
export async function assessmentWithNames(db: Database, scope: AssessmentScope, type?: string) {
  const { orgId, assessmentId } = scope;
  const [row] = await db
    .select({ assessment: assessments, taskName: tasks.name, operationName: operations.name })
    .from(assessments)
    .innerJoin(tasks, inOrg(tasks, orgId, eq(tasks.id, assessments.taskId)))
    .innerJoin(operations, inOrg(operations, orgId, eq(operations.id, assessments.operationId)))
    .where(
      inOrg(
        assessments,
        orgId,
        and(eq(assessments.id, assessmentId), type ? eq(assessments.type, type) : undefined),
      ),
    );
  return row ?? null;
}

/** A file of the organization; null when there is none. */
export async function fileInOrg(
  db: Database,
  { orgId, fileId }: FileScope,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(inOrg(files, orgId, eq(files.id, fileId)));
  return row ?? null;
}

/** An assessment's current video file, the assessment of the type; null otherwise. */
export async function currentVideoOf(
  db: Database,
  scope: AssessmentScope & { type: string },
): Promise<FileRow | null> {
  const [row] = await db
    .select({ file: files })
    .from(assessments)
    .innerJoin(files, inOrg(files, scope.orgId, eq(files.id, assessments.videoFileId)))
    .where(
      inOrg(
        assessments,
        scope.orgId,
        eq(assessments.id, scope.assessmentId),
        eq(assessments.type, scope.type),
      ),
    );
  return row?.file ?? null;
}

/**
 * An assessment's files of one kind: its playback copies (the browser-playable copy of each video
 * it was made from) or its thumbnails (time and role in their meta).
 */
export function filesOfKind(
  db: Database,
  scope: AssessmentScope,
  kind: 'playback' | 'thumbnail',
): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(
      inOrg(files, scope.orgId, eq(files.assessmentId, scope.assessmentId), eq(files.kind, kind)),
    );
}

/** An assessment's recorded changes, newest first. */
export function changesOf(db: Database, scope: AssessmentScope) {
  return db
    .select()
    .from(assessmentChanges)
    .where(
      inOrg(assessmentChanges, scope.orgId, eq(assessmentChanges.assessmentId, scope.assessmentId)),
    )
    .orderBy(desc(assessmentChanges.createdAt));
}

/** Records changes of an assessment with who made them (the name kept as it was then). */
export async function insertChanges(
  db: Database,
  scope: AssessmentScope,
  by: { userId: string; userName: string },
  changes: readonly { field: string; oldValue: unknown; newValue: unknown }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.insert(assessmentChanges).values(
    changes.map((change) => ({
      organizationId: scope.orgId,
      assessmentId: scope.assessmentId,
      userId: by.userId,
      userName: by.userName,
      field: change.field,
      oldValue: change.oldValue ?? null,
      newValue: change.newValue ?? null,
    })),
  );
}

/** The columns a correction writes: names, the worker, inputs and the corrected angles. */
export type CorrectedColumns = Pick<
  typeof assessments.$inferInsert,
  'name' | 'employeeName' | 'employeeNumber' | 'inputs' | 'angleOverrides' | 'frameOverrides'
>;

/** Writes an assessment's corrected columns (stamping the update). */
export async function updateCorrectedColumns(
  db: Database,
  scope: AssessmentScope,
  columns: CorrectedColumns,
): Promise<void> {
  await db
    .update(assessments)
    .set({ ...columns, updatedAt: new Date() })
    .where(inOrg(assessments, scope.orgId, eq(assessments.id, scope.assessmentId)));
}
