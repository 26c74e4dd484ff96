import {
  checklistAnswers,
  observerAnswers,
  scoreQecAssessment,
  submissionsOf,
  workerAnswers,
  type Evidence,
} from '@ergo/analysis';
import { loadStoredResults, type Database } from '@ergo/db';
import type { AssessmentRow } from '../assessments/find-assessment';

/**
 * What an assessment's recommendations are proposed from, as it stands now (so a correction that
 * changed the results changes the proposals): a video method's stored results, a QEC's combined
 * score, a checklist's latest response. Null while there is nothing scored yet.
 */
export async function evidenceOf(db: Database, row: AssessmentRow): Promise<Evidence | null> {
  const scope = { orgId: row.organizationId, assessmentId: row.id };
  if (row.type === 'qec') {
    const submissions = await submissionsOf(db, row.organizationId, row.id);
    const workers = submissions.flatMap((s) => workerAnswers(s.answers) ?? []);
    const scored = scoreQecAssessment(observerAnswers(row.inputs), workers);
    return scored ? { kind: 'qec', result: scored.result } : null;
  }
  if (row.type === 'checklist') {
    const latest = (await submissionsOf(db, row.organizationId, row.id)).at(-1);
    const responses = latest ? checklistAnswers(latest.answers) : null;
    return responses ? { kind: 'checklist', responses } : null;
  }
  if (row.status !== 'completed') return null;
  const results = await loadStoredResults(db, scope);
  return results ? { kind: 'video', method: row.type, results, inputs: row.inputs } : null;
}
