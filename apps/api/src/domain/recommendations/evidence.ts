import { isSurveyType } from '@ergo/contracts';
import { scoredSurvey, type Evidence } from '@ergo/analysis';
import { loadStoredResults, type Database } from '@ergo/db';
import type { AssessmentRow } from '../assessments/find-assessment';

/**
 * What an assessment's recommendations are proposed from, as it stands now (so a correction that
 * changed the results changes the proposals): a video method's stored results, a QEC's combined
 * score, a checklist's latest response. Null while there is nothing scored yet.
 */
export async function evidenceOf(db: Database, row: AssessmentRow): Promise<Evidence | null> {
  if (isSurveyType(row.type)) return (await scoredSurvey(db, row))?.evidence ?? null;
  if (row.status !== 'completed') return null;
  const results = await loadStoredResults(db, { orgId: row.organizationId, assessmentId: row.id });
  return results ? { kind: 'video', method: row.type, results, inputs: row.inputs } : null;
}
