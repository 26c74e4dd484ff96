import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RecommendationPriority, RecommendationStatus } from '@ergo/contracts';
import {
  type AssessmentId,
  assessmentId,
  assessments,
  type AssessmentScope,
  byIdInOrg,
  type Database,
  inOrg,
  operations,
  type OrganizationId,
  recommendationMoves,
  recommendations,
  tasks,
  thisAssessment,
} from '@ergo/db';
import type { AssessmentRow } from './assessments';

/*
 * The recommendations table's queries and its board moves (issue 32's query layer), each scoped to
 * the organization in SQL, joins included; the domain (domain/recommendations) decides who may do
 * what and how a recommendation reads.
 */

export type RecommendationRow = typeof recommendations.$inferSelect;
export type MoveRow = typeof recommendationMoves.$inferSelect;
/** The columns a change writes (undefined ones are left as they are). */
export type RecommendationColumns = Partial<
  Omit<typeof recommendations.$inferInsert, 'id' | 'organizationId' | 'assessmentId'>
>;

/** One recommendation within its organization (named, so the two ids cannot trade places). */
export interface RecommendationScope {
  orgId: OrganizationId;
  recommendationId: string;
}

/** Several recommendations of one organization. */
export interface RecommendationsScope {
  orgId: OrganizationId;
  recommendationIds: readonly string[];
}

/** Several assessments of one organization. */
export interface AssessmentsScope {
  orgId: OrganizationId;
  assessmentIds: readonly string[];
}

/**
 * Which of the organization's recommendations to read: one by its id, an assessment's, or the
 * board's narrowing (by the assessment's operation and task, the status, the priority). Every
 * field given narrows; none reads them all.
 */
export interface RecommendationFilter {
  orgId: OrganizationId;
  id?: string;
  assessmentId?: AssessmentId;
  operationId?: string;
  taskId?: string;
  status?: RecommendationStatus;
  priority?: RecommendationPriority;
}

const filterOf = (filter: RecommendationFilter) =>
  and(
    filter.id !== undefined ? eq(recommendations.id, filter.id) : undefined,
    filter.assessmentId !== undefined
      ? eq(recommendations.assessmentId, filter.assessmentId)
      : undefined,
    // the board's filters: an empty one is no filter, as the board's query string sends it
    filter.operationId ? eq(assessments.operationId, filter.operationId) : undefined,
    filter.taskId ? eq(assessments.taskId, filter.taskId) : undefined,
    filter.status ? eq(recommendations.status, filter.status) : undefined,
    filter.priority ? eq(recommendations.priority, filter.priority) : undefined,
  );

/**
 * The recommendations that match the filter with what the board's card shows of their assessment,
 * task and operation, oldest first.
 */
export function recommendationRows(db: Database, filter: RecommendationFilter) {
  const { orgId } = filter;
  return db
    .select({
      rec: recommendations,
      assessment: {
        name: assessments.name,
        type: assessments.type,
        score: assessments.score,
        riskLevel: assessments.riskLevel,
        coverageSufficient: assessments.coverageSufficient,
        createdAt: assessments.createdAt,
        taskId: assessments.taskId,
        operationId: assessments.operationId,
      },
      taskName: tasks.name,
      operationName: operations.name,
    })
    .from(recommendations)
    .innerJoin(
      assessments,
      inOrg(assessments, orgId, eq(assessments.id, recommendations.assessmentId)),
    )
    .innerJoin(tasks, inOrg(tasks, orgId, eq(tasks.id, assessments.taskId)))
    .innerJoin(operations, inOrg(operations, orgId, eq(operations.id, assessments.operationId)))
    .where(inOrg(recommendations, orgId, filterOf(filter)))
    .orderBy(asc(recommendations.createdAt), asc(recommendations.id));
}

/** The board moves of recommendations, oldest first. */
export function movesOf(
  db: Database,
  { orgId, recommendationIds }: RecommendationsScope,
): Promise<MoveRow[]> {
  return db
    .select()
    .from(recommendationMoves)
    .where(
      inOrg(
        recommendationMoves,
        orgId,
        inArray(recommendationMoves.recommendationId, [...recommendationIds]),
      ),
    )
    .orderBy(asc(recommendationMoves.createdAt), asc(recommendationMoves.id));
}

/** The organization's assessments among the ids (a recommendation's before and after). */
export function assessmentsByIds(
  db: Database,
  { orgId, assessmentIds }: AssessmentsScope,
): Promise<AssessmentRow[]> {
  return db
    .select()
    .from(assessments)
    .where(inOrg(assessments, orgId, inArray(assessments.id, assessmentIds.map(assessmentId))));
}

/** Where an assessment stands (its task, method and date); null when it is not the org's. */
export async function assessmentPlace(db: Database, scope: AssessmentScope) {
  const [row] = await db
    .select({
      taskId: assessments.taskId,
      type: assessments.type,
      createdAt: assessments.createdAt,
    })
    .from(assessments)
    .where(thisAssessment(scope));
  return row ?? null;
}

/** A recommendation of the organization; null when there is none (or it is another's). */
export async function recommendationInOrg(
  db: Database,
  { orgId, recommendationId }: RecommendationScope,
): Promise<RecommendationRow | null> {
  const [row] = await db
    .select()
    .from(recommendations)
    .where(byIdInOrg(recommendations, recommendationId, orgId));
  return row ?? null;
}

/**
 * A recommendation of the organization locked until the transaction ends (`tx`), so two changes
 * of it are made one after the other; null when there is none.
 */
export async function lockRecommendationRow(
  tx: Database,
  { orgId, recommendationId }: RecommendationScope,
): Promise<RecommendationRow | null> {
  const [row] = await tx
    .select()
    .from(recommendations)
    .where(byIdInOrg(recommendations, recommendationId, orgId))
    .for('update');
  return row ?? null;
}

/** The factors of an assessment's recommendations (null for one written by hand). */
export async function factorsOfAssessment(
  db: Database,
  { orgId, assessmentId }: AssessmentScope,
): Promise<(string | null)[]> {
  const rows = await db
    .select({ factor: recommendations.factorKey })
    .from(recommendations)
    .where(inOrg(recommendations, orgId, eq(recommendations.assessmentId, assessmentId)));
  return rows.map((row) => row.factor);
}

/** A new recommendation on an assessment of the organization. */
export async function insertRecommendation(
  db: Database,
  { orgId, assessmentId }: AssessmentScope,
  columns: RecommendationColumns & Pick<typeof recommendations.$inferInsert, 'title' | 'priority'>,
): Promise<RecommendationRow> {
  const [row] = await db
    .insert(recommendations)
    .values({ ...columns, organizationId: orgId, assessmentId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Writes the columns of a recommendation of the organization. */
export async function updateRecommendationRow(
  db: Database,
  { orgId, recommendationId }: RecommendationScope,
  columns: RecommendationColumns,
): Promise<void> {
  await db
    .update(recommendations)
    .set(columns)
    .where(byIdInOrg(recommendations, recommendationId, orgId));
}

/**
 * Stores the catalogue references read from a row kept before they existed, only while it has
 * none yet: a first answer is kept, so a later read cannot change it.
 */
export async function storeCatalogueTexts(
  db: Database,
  { orgId, recommendationId }: RecommendationScope,
  catalogueTexts: unknown,
): Promise<void> {
  await db
    .update(recommendations)
    .set({ catalogueTexts })
    .where(
      and(
        byIdInOrg(recommendations, recommendationId, orgId),
        isNull(recommendations.catalogueTexts),
      ),
    );
}

/** Deletes a recommendation (its suggestions and moves go with it); false when there was none. */
export async function deleteRecommendationRow(
  db: Database,
  { orgId, recommendationId }: RecommendationScope,
): Promise<boolean> {
  const deleted = await db
    .delete(recommendations)
    .where(byIdInOrg(recommendations, recommendationId, orgId))
    .returning({ id: recommendations.id });
  return deleted.length > 0;
}

/** Records a board move of a recommendation with who made it (the name kept as it was then). */
export async function insertMove(
  db: Database,
  { orgId, recommendationId }: RecommendationScope,
  move: Pick<
    typeof recommendationMoves.$inferInsert,
    'fromStatus' | 'toStatus' | 'userId' | 'userName'
  >,
): Promise<void> {
  await db.insert(recommendationMoves).values({ organizationId: orgId, recommendationId, ...move });
}
