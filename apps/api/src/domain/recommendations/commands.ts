import {
  type Language,
  type Proposal,
  type Recommendation,
  type RecommendationInput,
  type RecommendationStatus,
  type RecommendationUpdate,
} from '@ergo/contracts';
import { isSuggestionOf, proposeRecommendations } from '@ergo/analysis';
import { type AssessmentId, assessmentId, type Database } from '@ergo/db';
import { insertSuggestions } from '../../db/recommendation-suggestions';
import {
  assessmentPlace,
  deleteRecommendationRow,
  factorsOfAssessment,
  insertMove,
  insertRecommendation,
  lockRecommendationRow,
  updateRecommendationRow,
  type RecommendationRow,
} from '../../db/recommendations';
import { AppError } from '../../lib/errors';
import type { Caller } from '../caller';
import { callerName } from '../caller-name';
import { findAssessment } from '../assessments/find-assessment';
import {
  AS_STORED,
  catalogueTextsOf,
  isTypedSuggestion,
  updatedCatalogueTexts,
} from './catalogue-texts';
import { evidenceOf } from './evidence';
import { catalogueTextsOfRows, currentFigures } from './kept-texts';
import { loadRecommendations } from './queries';
import type { AssessmentAddress } from '../assessments/address';

const notFound = () => new AppError(404, 'recommendations.not_found');

/** One recommendation of the caller's organization, locked for the change; 404 otherwise. */
async function lockRecommendation(tx: Database, caller: Caller, id: string) {
  const row = await lockRecommendationRow(tx, { orgId: caller.orgId, recommendationId: id });
  if (!row) throw notFound();
  return row;
}

/** The served recommendation after a change, in the caller's language. */
async function served(
  db: Database,
  caller: Caller,
  id: string,
  lang: Language,
): Promise<Recommendation> {
  const [one] = await loadRecommendations(db, caller, lang, { id });
  if (!one) throw notFound();
  return one;
}

/** GET …/recommendations/sample/: the catalogue's proposals for the assessment as it stands now. */
export async function sampleRecommendations(
  db: Database,
  caller: Caller,
  at: AssessmentAddress,
  lang: Language,
): Promise<Proposal[]> {
  const { row } = await findAssessment(db, caller, at);
  const evidence = await evidenceOf(db, row);
  if (!evidence) return [];
  const kept = await factorsOfAssessment(db, { orgId: caller.orgId, assessmentId: row.id });
  const keptFactors = new Set(kept.flatMap((factor) => (factor ? [factor] : [])));
  return proposeRecommendations(evidence, lang, keptFactors);
}

/** GET /operation/recommendations/{type}/{id}/: an assessment's recommendations. */
export async function assessmentRecommendations(
  db: Database,
  caller: Caller,
  at: AssessmentAddress,
  lang: Language,
): Promise<Recommendation[]> {
  const { row } = await findAssessment(db, caller, at);
  return loadRecommendations(db, caller, lang, { assessmentId: row.id });
}

/** A kept suggestion must be one of its factor's catalogue options (or written by hand). */
function checkCatalogueKeys(
  factor: string | null | undefined,
  suggestions: readonly { catalogue_key?: string | null | undefined }[],
) {
  suggestions.forEach((suggestion, index) => {
    const key = suggestion.catalogue_key;
    if (!key) return;
    if (!factor || !isSuggestionOf(factor, key))
      throw new AppError(
        400,
        'recommendations.catalogue_key_unknown',
        `recommendation_suggestions.${index}.catalogue_key`,
      );
  });
}

/**
 * POST /operation/recommendations/{type}/{id}/: keeps a proposal (as it is or edited) or a
 * recommendation written by hand. The texts that are exactly the catalogue's, in either language,
 * are kept as references (the measured figure as the assessment's finding), so they are served in
 * the reader's language; the rest as typed.
 */
export async function createRecommendation(
  db: Database,
  caller: Caller,
  at: AssessmentAddress,
  input: RecommendationInput,
  lang: Language,
): Promise<Recommendation> {
  const { row } = await findAssessment(db, caller, at);
  const factor = input.factor_key ?? null;
  checkCatalogueKeys(factor, input.recommendation_suggestions);
  const figures = input.measured ? await currentFigures(db, row, factor) : [];
  const catalogueTexts = catalogueTextsOf(factor, input, figures);
  const created = await db.transaction(async (tx) => {
    const rec = await insertRecommendation(
      tx,
      { orgId: caller.orgId, assessmentId: row.id },
      {
        factorKey: factor,
        title: input.title,
        riskFactor: input.risk_factor,
        measured: input.measured,
        status: input.status,
        priority: input.priority,
        timeframe: input.timeframe,
        actionPoints: input.action_points,
        catalogueTexts,
        owner: input.owner,
        dueDate: input.due_date ?? null,
        createdBy: caller.userId,
      },
    );
    await insertSuggestions(
      tx,
      { orgId: caller.orgId, recommendationId: rec.id },
      input.recommendation_suggestions.map((s, index) => ({
        text: s.text,
        controlType: s.control_type,
        catalogueKey: s.catalogue_key ?? null,
        typed: isTypedSuggestion(factor, s.catalogue_key ?? null, s.text),
        // one timestamp per statement: keep the given order by spacing them a millisecond apart
        createdAt: new Date(rec.createdAt.getTime() + index),
      })),
    );
    return rec;
  });
  return served(db, caller, created.id, lang);
}

/**
 * A follow-up must be another assessment of the same task and method, made after the one it
 * follows up (the measured "after" of the change).
 */
async function checkFollowUp(
  tx: Database,
  caller: Caller,
  rec: RecommendationRow,
  followUp: string,
): Promise<AssessmentId> {
  if (followUp === rec.assessmentId)
    throw new AppError(400, 'recommendations.follow_up_same', 'follow_up_assessment');
  // the request's id, looked up in the caller's organization
  const pair = await assessmentPlace(tx, {
    orgId: caller.orgId,
    assessmentId: assessmentId(followUp),
  });
  const original = await assessmentPlace(tx, {
    orgId: caller.orgId,
    assessmentId: rec.assessmentId,
  });
  if (!pair || !original)
    throw new AppError(404, 'recommendations.follow_up_not_found', 'follow_up_assessment');
  if (pair.taskId !== original.taskId || pair.type !== original.type)
    throw new AppError(400, 'recommendations.follow_up_other_task', 'follow_up_assessment');
  if (pair.createdAt < original.createdAt)
    throw new AppError(400, 'recommendations.follow_up_earlier', 'follow_up_assessment');
  return assessmentId(followUp);
}

/**
 * PATCH /operation/recommendations/{id}/update/: any field; a status change (a board move) is
 * recorded with who made it. Attaching a follow-up closes the recommendation unless a status is
 * sent with it. A text sent stays the catalogue's only if it is exactly the catalogue's (the form
 * sends them all back, in the reader's language); a catalogue timeframe follows a new priority.
 */
export async function updateRecommendation(
  db: Database,
  caller: Caller,
  id: string,
  update: RecommendationUpdate,
  lang: Language,
): Promise<Recommendation> {
  await db.transaction(async (tx) => {
    const rec = await lockRecommendation(tx, caller, id);
    const current = (await catalogueTextsOfRows(tx, caller.orgId, [rec])).get(rec.id) ?? AS_STORED;
    // null detaches the follow-up, undefined leaves it; an id is kept once checked (same task and
    // method, later, in the caller's organization)
    const followUp = update.follow_up_assessment
      ? await checkFollowUp(tx, caller, rec, update.follow_up_assessment)
      : update.follow_up_assessment === null
        ? null
        : undefined;
    const closes = update.follow_up_assessment && update.status === undefined;
    const status: RecommendationStatus = update.status ?? (closes ? 'COMPLETED' : rec.status);
    const scope = { orgId: caller.orgId, recommendationId: rec.id };
    await updateRecommendationRow(tx, scope, {
      title: update.title,
      riskFactor: update.risk_factor,
      measured: update.measured,
      priority: update.priority,
      timeframe: update.timeframe,
      actionPoints: update.action_points,
      catalogueTexts: updatedCatalogueTexts(rec.factorKey, current, update),
      owner: update.owner,
      dueDate: update.due_date,
      followUpAssessmentId: followUp,
      status,
      updatedAt: new Date(),
    });
    if (status !== rec.status)
      await insertMove(tx, scope, {
        fromStatus: rec.status,
        toStatus: status,
        userId: caller.userId,
        userName: await callerName(tx, caller),
      });
  });
  return served(db, caller, id, lang);
}

/** DELETE /operation/recommendations/{id}/delete/ (its suggestions and moves go with it). */
export async function deleteRecommendation(db: Database, caller: Caller, id: string) {
  const deleted = await deleteRecommendationRow(db, { orgId: caller.orgId, recommendationId: id });
  if (!deleted) throw notFound();
}
