import { saveRecomputed } from '@ergo/analysis';
import type { AssessmentUpdate, Language } from '@ergo/contracts';
import { updateCorrectedColumns } from '../../db/assessments';
import type { AppContext } from '../../context';
import type { Caller } from '../caller';
import { recordChanges } from './changes';
import { findAssessment } from './find-assessment';
import { withMeasuredValues } from './measured-values';
import { planUpdate, rescorePlanned } from './plan-update';
import { afterSurveyInputsChanged } from '../survey-links/after-inputs-changed';
import type { AssessmentAddress } from './address';

/**
 * PATCH /operation/{type}/{id}/update/: the ergonomist corrects names, method inputs, angles of the
 * final posture or of single frames. Scores are recomputed from the stored keypoints at once (as
 * POST …/preview/ showed them); every change is recorded with who made it and when, an angle
 * corrected for the first time with the value the camera measured. Nothing is stored when a change
 * is invalid.
 */
export async function updateAssessment(
  ctx: AppContext,
  caller: Caller,
  at: AssessmentAddress,
  body: AssessmentUpdate,
  lang: Language,
) {
  const { row } = await findAssessment(ctx.db, caller, at);
  const planned = await planUpdate(ctx, row, body);
  const { next } = planned;
  if (planned.changes.length === 0)
    return (await findAssessment(ctx.db, caller, at, lang)).presented;

  const recomputed = await rescorePlanned(planned, ctx);
  // Read before the results are replaced: the measured values are those the page showed.
  const changes = await withMeasuredValues(ctx, row, planned.changes);
  await ctx.db.transaction(async (tx) => {
    await updateCorrectedColumns(
      tx,
      { orgId: caller.orgId, assessmentId: row.id },
      {
        name: next.name,
        employeeName: next.employeeName,
        employeeNumber: next.employeeNumber,
        inputs: next.inputs,
        angleOverrides: next.angleOverrides,
        frameOverrides: next.frameOverrides,
      },
    );
    await recordChanges(tx, caller, row.id, changes);
    if (recomputed) await saveRecomputed(tx, row, recomputed);
    if (changes.some((c) => c.field.startsWith('inputs.')))
      await afterSurveyInputsChanged(tx, { ...row, inputs: next.inputs });
  });
  return (await findAssessment(ctx.db, caller, at, lang)).presented;
}
