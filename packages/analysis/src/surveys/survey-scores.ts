import { and, asc, eq, inArray } from 'drizzle-orm';
import { observerComplete } from '@ergo/contracts';
import { assessments, surveySubmissions, type Database } from '@ergo/db';
import { checklistAnswers, scoreChecklistResponse } from './checklist-scoring';
import { observerAnswers, scoreQecAssessment, workerAnswers } from './qec-scoring';

type AssessmentRow = typeof assessments.$inferSelect;

/** The submissions of one assessment, oldest first (tenancy: the assessment's organization). */
export async function submissionsOf(db: Database, orgId: string, assessmentId: string) {
  return db
    .select()
    .from(surveySubmissions)
    .where(
      and(
        eq(surveySubmissions.organizationId, orgId),
        eq(surveySubmissions.assessmentId, assessmentId),
      ),
    )
    .orderBy(asc(surveySubmissions.createdAt), asc(surveySubmissions.id));
}

/**
 * A survey's score from its answers: QEC from the observer part and every worker's survey
 * combined, a checklist from its latest response (with the responses). Null while unscored.
 */
export async function scoredSurvey(db: Database, row: AssessmentRow) {
  if (row.type !== 'qec' && row.type !== 'checklist') return null;
  const submissions = await submissionsOf(db, row.organizationId, row.id);
  if (row.type === 'qec') {
    const workers = submissions.flatMap((s) => workerAnswers(s.answers) ?? []);
    const qec = scoreQecAssessment(observerAnswers(row.inputs), workers);
    return qec ? { kind: 'qec' as const, result: qec.result } : null;
  }
  const latest = submissions.at(-1);
  const responses = latest ? checklistAnswers(latest.answers) : null;
  const result = responses ? scoreChecklistResponse(responses) : null;
  return responses && result ? { kind: 'checklist' as const, result, responses } : null;
}

/**
 * What a survey waits for while it has no score: a QEC names only the part still missing, so a
 * complete observer part is never said to be awaited (issue 30).
 */
async function waitingFor(tx: Database, row: AssessmentRow): Promise<string> {
  if (row.type === 'checklist') return 'checklist.awaiting';
  if (observerComplete(observerAnswers(row.inputs))) return 'qec.awaiting_workers';
  if (Object.keys(row.measured).length > 0) return 'qec.prefill_done';
  const submissions = await submissionsOf(tx, row.organizationId, row.id);
  const answered = submissions.some((s) => workerAnswers(s.answers) !== null);
  return answered ? 'qec.awaiting_observer' : 'qec.awaiting';
}

/**
 * Brings a survey's stored score and status up to date with its answers: QEC from the observer
 * part and every worker's survey combined; a checklist from its latest response. An unscored
 * survey is 'pending' with what it waits for. While a QEC's video is analysed the analysis owns
 * the status (the score still follows). Runs inside the caller's transaction.
 */
export async function refreshSurveyScore(tx: Database, row: AssessmentRow): Promise<void> {
  if (row.type !== 'qec' && row.type !== 'checklist') return;
  const scope = and(eq(assessments.id, row.id), eq(assessments.organizationId, row.organizationId));
  const [current] = await tx.select().from(assessments).where(scope).for('update');
  if (!current) return;
  const survey = await scoredSurvey(tx, current);
  const scored = survey
    ? {
        score:
          survey.kind === 'qec' ? survey.result.exposure_percent : survey.result.compliance_percent,
        riskLevel: survey.result.risk_level,
      }
    : null;
  const analysing = current.status === 'processing';
  await tx
    .update(assessments)
    .set({
      score: scored?.score ?? null,
      riskLevel: scored?.riskLevel ?? null,
      ...(analysing
        ? {}
        : scored
          ? {
              status: 'completed',
              statusMessage: `${current.type}.scored`,
              statusParams: {},
              progress: 100,
              analyzedAt: new Date(),
            }
          : { status: 'pending', statusMessage: await waitingFor(tx, current), statusParams: {} }),
      updatedAt: new Date(),
    })
    .where(and(scope, inArray(assessments.type, ['qec', 'checklist'])));
}
