import { checklist, qec, registeredSurveyMethods } from '@ergo/contracts';
import type { Database } from '@ergo/db';
import { lockAssessment, updateAssessment, type AssessmentRow } from '../db/job-assessment';
import { submissionsOf } from '../db/submissions';
import { checklistSurvey } from './checklist-scoring';
import { qecSurvey } from './qec-scoring';
import { questionnaireSurvey } from './questionnaire-scoring';
import type { ScoredSurvey, SurveyScorer } from './survey-scorer';

/** Each survey or form method's scorer, by its descriptor's code. */
const SCORERS = new Map<string, SurveyScorer>([
  [qec.code, qecSurvey],
  [checklist.code, checklistSurvey],
]);

/** A survey method's scorer: its own, or the one its questionnaire declares; none for a video method. */
function scorerOf(type: string): SurveyScorer | undefined {
  const own = SCORERS.get(type);
  if (own) return own;
  const questionnaire = registeredSurveyMethods().find((m) => m.code === type)?.questionnaire;
  return questionnaire && questionnaireSurvey(questionnaire);
}

async function answersOf(db: Database, row: AssessmentRow): Promise<unknown[]> {
  const submissions = await submissionsOf(db, { orgId: row.organizationId, assessmentId: row.id });
  return submissions.map((submission) => submission.answers);
}

/**
 * A survey's score from its answers (QEC: the observer part and every worker's survey combined; a
 * checklist: its latest response). Null while unscored, and for a method that is not a survey.
 */
export async function scoredSurvey(db: Database, row: AssessmentRow): Promise<ScoredSurvey | null> {
  const scorer = scorerOf(row.type);
  return scorer ? scorer.score(row, await answersOf(db, row)) : null;
}

/**
 * Brings a survey's stored score and status up to date with its answers. An unscored survey is
 * 'pending' with what it waits for. While a QEC's video is analysed the analysis owns the status
 * (the score still follows). Runs inside the caller's transaction.
 */
export async function refreshSurveyScore(tx: Database, row: AssessmentRow): Promise<void> {
  const scorer = scorerOf(row.type);
  if (!scorer) return;
  const scope = { orgId: row.organizationId, assessmentId: row.id };
  // Locked only while it is still of its method: the scorer was chosen by it.
  const current = await lockAssessment(tx, scope, row.type);
  if (!current) return;
  const answers = await answersOf(tx, current);
  const scored = scorer.score(current, answers);
  const analysing = current.status === 'processing';
  await updateAssessment(tx, scope, {
    score: scored?.score ?? null,
    riskLevel: scored?.riskLevel ?? null,
    ...(analysing
      ? {}
      : scored
        ? {
            status: 'completed',
            statusMessage: scorer.scoredMessage,
            statusParams: {},
            progress: 100,
            analyzedAt: new Date(),
          }
        : {
            status: 'pending',
            statusMessage: scorer.waitingFor(current, answers),
            statusParams: {},
          }),
    updatedAt: new Date(),
  });
}
