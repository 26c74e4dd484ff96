import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AssessmentListQuery, Language } from '@ergo/contracts';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { assessments, files, operations, tasks } from '../../db/schema';
import { byIdInOrg, inOrg } from '../../db/tenancy';
import { notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/names';
import type { Paging } from '../../lib/paging';
import { presentAssessment } from './presenters';

type Caller = { orgId: string };

function filters(query: AssessmentListQuery): SQL | undefined {
  const search = query.search
    ? or(
        ilike(assessments.name, containsPattern(query.search)),
        ilike(assessments.employeeName, containsPattern(query.search)),
        ilike(assessments.employeeNumber, containsPattern(query.search)),
        ilike(operations.name, containsPattern(query.search)),
      )
    : undefined;
  return and(
    query.type ? eq(assessments.type, query.type) : undefined,
    query.operation ? eq(assessments.operationId, query.operation) : undefined,
    query.task ? eq(assessments.taskId, query.task) : undefined,
    query.risk_level ? eq(assessments.riskLevel, query.risk_level) : undefined,
    query.status ? eq(assessments.status, query.status) : undefined,
    search,
  );
}

const ORDER = {
  '-created_at': [desc(assessments.createdAt), desc(assessments.id)],
  created_at: [asc(assessments.createdAt), asc(assessments.id)],
  // Unscored (pending, failed) assessments sort after scored ones either way.
  '-score': [sql`${assessments.score} desc nulls last`, desc(assessments.createdAt)],
  score: [sql`${assessments.score} asc nulls last`, desc(assessments.createdAt)],
} as const;

/** GET /operation/assessments/: the organization's assessments, filtered, searched, sorted, paged. */
export async function listAssessments(
  db: Database,
  auth: Caller,
  query: AssessmentListQuery,
  paging: Paging | null,
  lang: Language,
) {
  const where = inOrg(assessments, auth.orgId, filters(query));
  const base = db
    .select({
      assessment: assessments,
      taskName: tasks.name,
      operationName: operations.name,
      video: files,
    })
    .from(assessments)
    .innerJoin(tasks, eq(tasks.id, assessments.taskId))
    .innerJoin(operations, eq(operations.id, assessments.operationId))
    .leftJoin(files, eq(files.id, assessments.videoFileId))
    .where(where)
    .orderBy(...ORDER[query.ordering ?? '-created_at'])
    .$dynamic();
  const rows = paging
    ? await base.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize)
    : await base;
  const results = rows.map((row) => presentAssessment(row.assessment, row, row.video, lang));
  if (!paging) return { results, count: results.length };
  const [total] = await db
    .select({ value: count() })
    .from(assessments)
    .innerJoin(operations, eq(operations.id, assessments.operationId))
    .where(where);
  return { results, count: total?.value ?? 0 };
}

/** Encrypted objects of the assessments matched by `where` (to remove after their rows are gone). */
export async function fileIdsOf(db: Database, where: SQL): Promise<string[]> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .innerJoin(assessments, eq(assessments.id, files.assessmentId))
    .where(where);
  return rows.map((row) => row.id);
}

/** Removes encrypted objects after the rows that referenced them were deleted (best effort). */
export async function removeObjects(
  ctx: Pick<AppContext, 'files'>,
  ids: readonly string[],
): Promise<void> {
  for (const id of ids) await ctx.files.remove(id).catch(() => undefined);
}

/**
 * DELETE /operation/assessment/{id}/delete/: the assessment, its results and files (rows in one
 * statement through the foreign keys; the encrypted objects right after the commit).
 */
export async function deleteAssessment(
  ctx: Pick<AppContext, 'db' | 'files'>,
  auth: Caller,
  id: string,
): Promise<void> {
  const objects = await fileIdsOf(ctx.db, inOrg(assessments, auth.orgId, eq(assessments.id, id)));
  const deleted = await ctx.db
    .delete(assessments)
    .where(byIdInOrg(assessments, id, auth.orgId))
    .returning({ id: assessments.id });
  if (deleted.length === 0) throw notFound();
  await removeObjects(ctx, objects);
}
