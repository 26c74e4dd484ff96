import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ASSESSMENT_ORDERINGS, AssessmentStatus } from '@ergo/contracts';
import {
  assessments,
  type Database,
  files,
  inOrg,
  operations,
  type OrganizationId,
  tasks,
} from '@ergo/db';
import { PreparedStatements } from '../lib/prepared-statements';
import { analysingCondition } from './analysing';
import { latestScoredAssessments } from './latest-scored';
import { riskRankSql, severitySql } from './severity-sql';

/*
 * The assessments list's queries (issue 32's query layer): one page of an organization's
 * assessments, filtered, searched and sorted, and how many match. Each shape of filters is a
 * prepared statement of its own, every table of it scoped to the organization in SQL.
 */

export type AssessmentOrdering = (typeof ASSESSMENT_ORDERINGS)[number];

/** What the list is asked for: the organization, and each filter when it is used. */
export interface AssessmentListFilter {
  orgId: OrganizationId;
  type: string | undefined;
  operationId: string | undefined;
  taskId: string | undefined;
  /** any of these risk levels */
  riskLevels: readonly string[] | undefined;
  /** only the assessments whose video was measured too little for their score to stand */
  insufficientCoverage: boolean;
  /** a stored status, or `analysing`: video analyses queued or running */
  status: AssessmentStatus | 'analysing' | undefined;
  /** only the latest scored assessment of each task and method */
  latestOnly: boolean;
  /** an ILIKE pattern on the name, the worker's name and number, and the operation's name */
  searchPattern: string | undefined;
}

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

function shapeOf(filter: AssessmentListFilter): Shape {
  return {
    type: Boolean(filter.type),
    operation: Boolean(filter.operationId),
    task: Boolean(filter.taskId),
    risk: Boolean(filter.riskLevels?.length),
    insufficient: filter.insufficientCoverage,
    status: filter.status ? (filter.status === 'analysing' ? 'analysing' : 'stored') : null,
    latest: filter.latestOnly,
    search: Boolean(filter.searchPattern),
  };
}

function valuesOf(filter: AssessmentListFilter) {
  return {
    org: filter.orgId,
    type: filter.type,
    operation: filter.operationId,
    task: filter.taskId,
    riskLevels: filter.riskLevels,
    status: filter.status,
    search: filter.searchPattern,
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
} as const satisfies Record<AssessmentOrdering, () => SQL[]>;

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

function pageStatement(db: Database, shape: Shape, ordering: AssessmentOrdering, name: string) {
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

/**
 * One page of the list: each assessment's shown columns with its task's and operation's names and
 * its video's (null without one).
 */
export function assessmentsPage(
  db: Database,
  filter: AssessmentListFilter,
  ordering: AssessmentOrdering,
  window: { limit: number; offset: number },
) {
  const shape = shapeOf(filter);
  const page = pages.get(db, `${ordering} ${JSON.stringify(shape)}`, (name) =>
    pageStatement(db, shape, ordering, name),
  );
  return page.execute({ ...valuesOf(filter), ...window });
}

/** How many assessments match the filter. */
export async function assessmentsTotal(
  db: Database,
  filter: AssessmentListFilter,
): Promise<number> {
  const shape = shapeOf(filter);
  const [total] = await counts
    .get(db, JSON.stringify(shape), (name) => countStatement(db, shape, name))
    .execute(valuesOf(filter));
  return total?.value ?? 0;
}
