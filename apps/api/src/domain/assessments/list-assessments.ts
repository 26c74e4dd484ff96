import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AssessmentListQuery, Language } from '@ergo/contracts';
import { assessments, files, inOrg, operations, tasks, type Database } from '@ergo/db';
import { containsPattern } from '../../lib/names';
import { listed, rowWindow, type Paging } from '../../lib/paging';
import { PreparedStatements } from '../../lib/prepared-statements';
import type { Caller } from '../caller';
import { riskRankSql, severitySql } from '../../db/severity-sql';
import { analysingCondition } from '../../db/analysing';
import { latestScoredAssessments } from '../../db/latest-scored';
import { presentAssessment } from './presenters';

/** The values of the list's prepared statements, by name. */
const value = {
  org: sql.placeholder('org'),
  type: sql.placeholder('type'),
  operation: sql.placeholder('operation'),
  task: sql.placeholder('task'),
  riskLevels: sql.placeholder('riskLevels'),
  status: sql.placeholder('status'),
  search: sql.placeholder('search'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** Which filters a request uses: the shape of its statement. */
interface Shape {
  type: boolean;
  operation: boolean;
  task: boolean;
  risk: boolean;
  insufficient: boolean;
  status: 'analysing' | 'stored' | null;
  latest: boolean;
  search: boolean;
}

function shapeOf(query: AssessmentListQuery): Shape {
  return {
    type: Boolean(query.type),
    operation: Boolean(query.operation),
    task: Boolean(query.task),
    risk: Boolean(query.risk_level?.length),
    insufficient: query.coverage === 'insufficient',
    status: query.status ? (query.status === 'analysing' ? 'analysing' : 'stored') : null,
    latest: Boolean(query.latest),
    search: Boolean(query.search),
  };
}

function valuesOf(caller: Pick<Caller, 'orgId'>, query: AssessmentListQuery) {
  return {
    org: caller.orgId,
    type: query.type,
    operation: query.operation,
    task: query.task,
    riskLevels: query.risk_level,
    status: query.status,
    search: query.search ? containsPattern(query.search) : undefined,
  };
}

function latestIds(db: Database) {
  const latest = latestScoredAssessments(db, value.org).as('latest');
  return db.select({ id: latest.id }).from(latest);
}

function filters(db: Database, shape: Shape): SQL | undefined {
  const search = shape.search
    ? or(
        ilike(assessments.name, value.search),
        ilike(assessments.employeeName, value.search),
        ilike(assessments.employeeNumber, value.search),
        ilike(operations.name, value.search),
      )
    : undefined;
  return and(
    shape.type ? eq(assessments.type, value.type) : undefined,
    shape.operation ? eq(assessments.operationId, value.operation) : undefined,
    shape.task ? eq(assessments.taskId, value.task) : undefined,
    shape.risk ? sql`${assessments.riskLevel} = any(${value.riskLevels})` : undefined,
    shape.insufficient ? eq(assessments.coverageSufficient, false) : undefined,
    shape.status === 'analysing' ? analysingCondition() : undefined,
    shape.status === 'stored' ? eq(assessments.status, value.status) : undefined,
    shape.latest ? inArray(assessments.id, latestIds(db)) : undefined,
    search,
  );
}

/**
 * `score` sorts by risk: scores of different methods are on different scales (REBA 1–15, RULA
 * 1–7, a lifting index), so the risk level comes first, then the score's place within its own
 * method's range (the severity the dashboard ranks by). Assessments without a risk level (pending,
 * failed, or scored from too little of their video) sort after the others either way; the id makes the order total, so pages neither repeat nor skip.
 */
function byRisk(direction: typeof asc) {
  return [
    sql`(${assessments.riskLevel} is null)`,
    direction(riskRankSql(sql`${assessments.riskLevel}`)),
    direction(severitySql(sql`${assessments.type}`, sql`${assessments.score}`)),
    desc(assessments.createdAt),
    desc(assessments.id),
  ];
}

const ORDER = {
  '-created_at': () => [desc(assessments.createdAt), desc(assessments.id)],
  created_at: () => [asc(assessments.createdAt), asc(assessments.id)],
  '-score': () => byRisk(desc),
  score: () => byRisk(asc),
} as const;

const operationOf = inOrg(operations, value.org, eq(operations.id, assessments.operationId));

/**
 * The columns the list shows (see presentAssessment), not whole rows: every column read is a
 * column mapped in this process, JSON ones parsed (issue 17, item 15).
 */
const shownColumns = {
  assessment: {
    id: assessments.id,
    name: assessments.name,
    type: assessments.type,
    taskId: assessments.taskId,
    operationId: assessments.operationId,
    createdAt: assessments.createdAt,
    status: assessments.status,
    progress: assessments.progress,
    statusMessage: assessments.statusMessage,
    statusParams: assessments.statusParams,
    score: assessments.score,
    riskLevel: assessments.riskLevel,
    coverageSufficient: assessments.coverageSufficient,
    employeeName: assessments.employeeName,
    employeeNumber: assessments.employeeNumber,
    inputs: assessments.inputs,
    angleOverrides: assessments.angleOverrides,
    frameOverrides: assessments.frameOverrides,
  },
  taskName: tasks.name,
  operationName: operations.name,
  video: { originalName: files.originalName, size: files.size, meta: files.meta },
};

function pageStatement(db: Database, shape: Shape, ordering: keyof typeof ORDER, name: string) {
  return db
    .select(shownColumns)
    .from(assessments)
    .innerJoin(tasks, inOrg(tasks, value.org, eq(tasks.id, assessments.taskId)))
    .innerJoin(operations, operationOf)
    .leftJoin(files, inOrg(files, value.org, eq(files.id, assessments.videoFileId)))
    .where(inOrg(assessments, value.org, filters(db, shape)))
    .orderBy(...ORDER[ordering]())
    .limit(value.limit)
    .offset(value.offset)
    .prepare(name);
}

/** The count joins the operations only to search their names: without a search it reads an index. */
function countStatement(db: Database, shape: Shape, name: string) {
  const where = inOrg(assessments, value.org, filters(db, shape));
  const counted = db.select({ value: count() }).from(assessments).$dynamic();
  return (shape.search ? counted.innerJoin(operations, operationOf) : counted)
    .where(where)
    .prepare(name);
}

const pages = new PreparedStatements('assessments_page');
const counts = new PreparedStatements('assessments_count');

/** GET /operation/assessments/: the organization's assessments, filtered, searched, sorted, paged. */
export async function listAssessments(
  db: Database,
  caller: Pick<Caller, 'orgId'>,
  query: AssessmentListQuery,
  paging: Paging | null,
  lang: Language,
) {
  const shape = shapeOf(query);
  const key = JSON.stringify(shape);
  const ordering = query.ordering ?? '-created_at';
  const values = valuesOf(caller, query);
  const page = pages.get(db, `${ordering} ${key}`, (name) =>
    pageStatement(db, shape, ordering, name),
  );
  const rows = await page.execute({ ...values, ...rowWindow(paging) });
  return listed(
    rows,
    paging,
    (row) => presentAssessment(row.assessment, row, row.video, lang),
    async () => {
      const [total] = await counts
        .get(db, key, (name) => countStatement(db, shape, name))
        .execute(values);
      return total?.value ?? 0;
    },
  );
}
