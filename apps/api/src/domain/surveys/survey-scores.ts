import { checklistInputs } from '@ergo/contracts';
import { refreshSurveyScore } from '@ergo/analysis';
import type { assessments, Database } from '@ergo/db';
import { moveLinkExpiry } from './public-links';

type AssessmentRow = typeof assessments.$inferSelect;

/** After an ergonomist changed a survey's inputs: the score follows, a checklist's link its deadline. */
export async function afterSurveyInputsChanged(tx: Database, row: AssessmentRow): Promise<void> {
  if (row.type === 'checklist') {
    const deadline = checklistInputs.shape.deadline.safeParse(row.inputs.deadline);
    if (deadline.success)
      await moveLinkExpiry(tx, row.organizationId, row.id, new Date(deadline.data));
  }
  await refreshSurveyScore(tx, row);
}
