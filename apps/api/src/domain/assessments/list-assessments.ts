import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssessmentListQuery, Language } from '@ergo/contracts';
import { assessments, files, inOrg, operations, tasks, type Database } from '@ergo/db';
import { containsPattern } from '../../lib/names';
import type { Paging } from '../../lib/paging';
import type { Caller } from '../caller';
import { analysingCondition } from './analysing';
import { latestScoredAssessments } from './latest-scored';
import { presentAssessment } from './presenters';

function latestIds(db: Database, orgId: string) {
  const latest = latestScoredAssessments(db, orgId).as('latest');
  return db.select({ id: latest.id }).from(latest);
}

function filters(db: Database, orgId: string, query: AssessmentListQuery): SQL | undefined {
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
    query.risk_level ? inArray(assessments.riskLevel, query.risk_level) : undefined,
    query.status === 'analysing' ? analysingCondition() : undefined,
    query.status && query.status !== 'analysing' ? eq(assessments.status, query.status) : undefined,
    query.latest ? inArray(assessments.id, latestIds(db, orgId)) : undefined,
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
  caller: Pick<Caller, 'orgId'>,
  query: AssessmentListQuery,
  paging: Paging | null,
  lang: Language,
) {
  const where = inOrg(assessments, caller.orgId, filters(db, caller.orgId, query));
  const operationOf = and(
    eq(operations.id, assessments.operationId),
    eq(operations.organizationId, caller.orgId),
  );
  const base = db
    .select({
      assessment: assessments,
      taskName: tasks.name,
      operationName: operations.name,
      video: files,
    })
    .from(assessments)
    .innerJoin(tasks, and(eq(tasks.id, assessments.taskId), eq(tasks.organizationId, caller.orgId)))
    .innerJoin(operations, operationOf)
    .leftJoin(
      files,
      and(eq(files.id, assessments.videoFileId), eq(files.organizationId, caller.orgId)),
    )
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
    .innerJoin(operations, operationOf)
    .where(where);
  return { results, count: total?.value ?? 0 };
}
