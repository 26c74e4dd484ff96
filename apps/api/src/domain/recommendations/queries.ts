import type { BoardQuery, Language, Recommendation, StoredResults } from '@ergo/contracts';
import { isRiskLevel, type RiskLevel } from '@ergo/ergonomics';
import { type AssessmentId, type Database, loadStoredResults, type OrganizationId } from '@ergo/db';
import { suggestionsOf } from '../../db/recommendation-suggestions';
import {
  assessmentsByIds,
  movesOf,
  recommendationRows,
  type RecommendationFilter,
  type RecommendationRow,
} from '../../db/recommendations';
import type { Caller } from '../caller';
import { compareAssessments } from './before-after';
import { AS_STORED } from './catalogue-texts';
import { catalogueTextsOfRows } from './kept-texts';
import { servedSuggestion, servedTexts } from './served-texts';

const asRisk = (value: string | null): RiskLevel | null => (isRiskLevel(value) ? value : null);

/** An assessment's stored results, or null when it has none or they cannot be read. */
async function resultsOrNull(db: Database, orgId: OrganizationId, assessmentId: AssessmentId) {
  try {
    return await loadStoredResults(db, { orgId, assessmentId });
  } catch {
    // a comparison shows what it can; the result routes report an unreadable document themselves
    return null;
  }
}

/** The before/after of the recommendations that have a follow-up (every query scoped). */
async function comparisons(
  db: Database,
  orgId: OrganizationId,
  rows: readonly { rec: RecommendationRow }[],
) {
  const pairs = rows.filter((r) => r.rec.followUpAssessmentId !== null);
  const ids = [
    ...new Set(
      pairs.flatMap(({ rec }) =>
        rec.followUpAssessmentId === null
          ? [rec.assessmentId]
          : [rec.assessmentId, rec.followUpAssessmentId],
      ),
    ),
  ];
  if (ids.length === 0) return new Map<string, Recommendation['before_after']>();
  const assessmentRows = await assessmentsByIds(db, { orgId, assessmentIds: ids });
  const byId = new Map(assessmentRows.map((row) => [row.id, row]));
  const results = new Map<string, StoredResults | null>();
  for (const id of ids) results.set(id, await resultsOrNull(db, orgId, id));
  const out = new Map<string, Recommendation['before_after']>();
  for (const { rec } of pairs) {
    const before = byId.get(rec.assessmentId);
    const after = rec.followUpAssessmentId && byId.get(rec.followUpAssessmentId);
    if (!before || !after) continue;
    out.set(
      rec.id,
      compareAssessments(
        { row: before, results: results.get(before.id) ?? null },
        { row: after, results: results.get(after.id) ?? null },
      ),
    );
  }
  return out;
}

/** Which of the caller's organization's recommendations to read (none given: all of them). */
export type RecommendationsWanted = Omit<RecommendationFilter, 'orgId'>;

/**
 * The caller's organization's recommendations that match `wanted`, as served: their catalogue
 * texts in the reader's language, with their suggestions, their moves, what the board's card
 * shows and the measured before/after. Ordered by priority, then oldest first (a board column
 * reads top-down by urgency).
 */
export async function loadRecommendations(
  db: Database,
  caller: Pick<Caller, 'orgId'>,
  lang: Language,
  wanted: RecommendationsWanted = {},
): Promise<Recommendation[]> {
  const { orgId } = caller;
  const rows = await recommendationRows(db, { ...wanted, orgId });
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.rec.id);
  const suggestions = await suggestionsOf(db, { orgId, recommendationIds: ids });
  const moves = await movesOf(db, { orgId, recommendationIds: ids });
  const beforeAfter = await comparisons(db, orgId, rows);
  const references = await catalogueTextsOfRows(
    db,
    orgId,
    rows.map((r) => r.rec),
  );
  const served = rows.map(({ rec, assessment, taskName, operationName }) => {
    const texts = servedTexts(rec, references.get(rec.id) ?? AS_STORED, lang);
    return {
      id: rec.id,
      assessment: rec.assessmentId,
      task: assessment.taskId,
      operation: assessment.operationId,
      factor_key: rec.factorKey,
      title: texts.title,
      risk_factor: texts.risk_factor,
      measured: texts.measured,
      status: rec.status,
      priority: rec.priority,
      timeframe: texts.timeframe,
      action_points: texts.action_points,
      owner: rec.owner,
      due_date: rec.dueDate,
      follow_up_assessment: rec.followUpAssessmentId,
      recommendation_suggestions: suggestions
        .filter((s) => s.recommendationId === rec.id)
        .map((s) => servedSuggestion(rec.factorKey, s, lang)),
      typed: texts.typed,
      created_at: rec.createdAt.toISOString(),
      updated_at: rec.updatedAt.toISOString(),
      assessment_info: {
        name: assessment.name,
        type: assessment.type,
        score: assessment.score,
        risk_level: asRisk(assessment.riskLevel),
        coverage_sufficient: assessment.coverageSufficient,
        created_at: assessment.createdAt.toISOString(),
      },
      task_name: taskName,
      operation_name: operationName,
      moves: moves
        .filter((m) => m.recommendationId === rec.id)
        .map((m) => ({
          from: m.fromStatus,
          to: m.toStatus,
          by: { id: m.userId, name: m.userName },
          at: m.createdAt.toISOString(),
        })),
      before_after: beforeAfter.get(rec.id) ?? null,
    };
  });
  const rank = { IMMEDIATE: 0, SOON: 1, PLANNED: 2 } as const;
  return served.sort((a, b) => rank[a.priority] - rank[b.priority]);
}

/** The improvement board: the organization's recommendations narrowed by the board's filters. */
export function listBoard(
  db: Database,
  caller: Pick<Caller, 'orgId'>,
  lang: Language,
  filters: BoardQuery,
): Promise<Recommendation[]> {
  const { operation, task, status, priority } = filters;
  return loadRecommendations(db, caller, lang, {
    operationId: operation,
    taskId: task,
    status,
    priority,
  });
}
