import { and, desc, eq, ne, or } from 'drizzle-orm';
import {
  assessmentChanges,
  assessments,
  type AssessmentScope,
  type Database,
  files,
  inOrg,
  operations,
  type OrganizationId,
  tasks,
  thisAssessment,
  type UserId,
} from '@ergo/db';

/*
 * Lookups of one assessment and its files (issue 32's query layer), each scoped to the
 * organization in SQL, joins included.
 */

export type AssessmentRow = typeof assessments.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** One file within its organization. */
export interface FileScope {
  orgId: OrganizationId;
  fileId: string;
}

/**
 * An assessment with its task's and operation's names (of the type when one is given); null when
 * it is not the organization's.
 */
export async function assessmentWithNames(db: Database, scope: AssessmentScope, type?: string) {
  const { orgId } = scope;
  const [row] = await db
    .select({ assessment: assessments, taskName: tasks.name, operationName: operations.name })
    .from(assessments)
    .innerJoin(tasks, inOrg(tasks, orgId, eq(tasks.id, assessments.taskId)))
    .innerJoin(operations, inOrg(operations, orgId, eq(operations.id, assessments.operationId)))
    .where(thisAssessment(scope, type ? eq(assessments.type, type) : undefined));
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
    .where(thisAssessment(scope, eq(assessments.type, scope.type)));
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
  by: { userId: UserId; userName: string },
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
    .where(thisAssessment(scope));
}

/** A task of an operation of the organization, with the methods it allows. */
export interface OperationTaskScope {
  orgId: OrganizationId;
  operationId: string;
  taskId: string;
}

/** The task and the methods it allows; null when it is not that operation's (or the org's). */
export async function taskOfOperation(
  db: Database,
  { orgId, operationId, taskId }: OperationTaskScope,
): Promise<{ id: string; types: string[] } | null> {
  const [task] = await db
    .select({ id: tasks.id, types: tasks.assessmentTypes })
    .from(tasks)
    .where(inOrg(tasks, orgId, and(eq(tasks.id, taskId), eq(tasks.operationId, operationId))));
  return task ?? null;
}

/** The columns of a new assessment (its organization is the one it is inserted in). */
export type NewAssessmentColumns = Omit<typeof assessments.$inferInsert, 'organizationId'>;

/** A new assessment of the organization, as stored. */
export async function insertAssessment(
  db: Database,
  orgId: OrganizationId,
  columns: NewAssessmentColumns,
): Promise<AssessmentRow> {
  const [row] = await db
    .insert(assessments)
    .values({ ...columns, organizationId: orgId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The columns of a new file of an assessment (its organization and assessment are the scope's). */
export type NewFileColumns = Omit<typeof files.$inferInsert, 'organizationId' | 'assessmentId'>;

/** Records a file of an assessment of the organization. */
export async function insertAssessmentFile(
  db: Database,
  scope: AssessmentScope,
  columns: NewFileColumns,
): Promise<void> {
  await db
    .insert(files)
    .values({ ...columns, organizationId: scope.orgId, assessmentId: scope.assessmentId });
}

/** The columns of an analysis queued again from the start. */
const queuedAgain = () => ({
  status: 'pending',
  progress: 0,
  statusMessage: 'assessments.analysis_queued',
  statusParams: {},
  updatedAt: new Date(),
});

/**
 * Queues a completed assessment's analysis again: the updated row, or null when it was not
 * completed (only from 'completed', so of two concurrent requests one finds it queued already).
 */
export async function queueCompletedAgain(
  db: Database,
  scope: AssessmentScope,
): Promise<AssessmentRow | null> {
  const [updated] = await db
    .update(assessments)
    .set(queuedAgain())
    .where(thisAssessment(scope, eq(assessments.status, 'completed')))
    .returning();
  return updated ?? null;
}

/**
 * Flips an assessment's `credit_charged` from false to true: whether it did (the conditional
 * UPDATE waits for a concurrent one and then finds it true, so only one transaction flips it).
 */
export async function chargeCreditAgain(db: Database, scope: AssessmentScope): Promise<boolean> {
  const flipped = await db
    .update(assessments)
    .set({ creditCharged: true })
    .where(thisAssessment(scope, eq(assessments.creditCharged, false)))
    .returning({ id: assessments.id });
  return flipped.length > 0;
}

/** Points an assessment at its new video, charged, its analysis queued from the start. */
export async function queueNewVideo(
  db: Database,
  scope: AssessmentScope,
  videoFileId: string,
): Promise<void> {
  await db
    .update(assessments)
    .set({ videoFileId, creditCharged: true, ...queuedAgain() })
    .where(thisAssessment(scope));
}

/**
 * Deletes an assessment's videos other than `keep`, and every playback copy (made of an old
 * video): the ids of their encrypted objects, to remove after the commit.
 */
export async function deleteOldVideos(
  db: Database,
  scope: AssessmentScope,
  keep: string,
): Promise<string[]> {
  const old = await db
    .delete(files)
    .where(
      inOrg(
        files,
        scope.orgId,
        eq(files.assessmentId, scope.assessmentId),
        or(and(eq(files.kind, 'video'), ne(files.id, keep)), eq(files.kind, 'playback')),
      ),
    )
    .returning({ id: files.id });
  return old.map((file) => file.id);
}

/**
 * An assessment of the organization locked for update until the transaction ends; null when there
 * is none (deleted meanwhile).
 */
export async function lockAssessment(
  db: Database,
  scope: AssessmentScope,
): Promise<AssessmentRow | null> {
  const [row] = await db.select().from(assessments).where(thisAssessment(scope)).for('update');
  return row ?? null;
}
