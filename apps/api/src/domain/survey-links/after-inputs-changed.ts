import { methodTraits } from '@ergo/contracts';
import { refreshSurveyScore } from '@ergo/analysis';
import type { assessments, Database } from '@ergo/db';
import { moveLinkExpiry } from './public-links';

type AssessmentRow = typeof assessments.$inferSelect;

/**
 * After an ergonomist changed a survey's inputs: the score follows, and a link that lasts until a
 * deadline of the inputs (the checklist's) moves with it.
 */
export async function afterSurveyInputsChanged(tx: Database, row: AssessmentRow): Promise<void> {
  const deadline = methodTraits(row.type)?.publicLink?.deadline?.(row.inputs);
  if (deadline)
    await moveLinkExpiry(tx, { orgId: row.organizationId, assessmentId: row.id }, deadline);
  await refreshSurveyScore(tx, row);
}
