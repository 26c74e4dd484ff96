import type { CreatedAssessment, Language } from '@ergo/contracts';
import { assessments } from '@ergo/db';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/errors';
import type { Caller } from '../caller';
import { takeCredit } from '../credits/credits';
import { openLink } from '../surveys/public-links';
import { refreshSurveyScore } from '@ergo/analysis';
import { newAssessmentRow, type CheckedAssessment } from './create-video-assessment';
import { findAssessment } from './find-assessment';

/**
 * POST /operation/{id}/assessment/create/ without a video: a QEC (its observer part filled now or
 * later, the workers answering through a link) or a checklist (its response link opened at once,
 * valid until the deadline). One credit, as every assessment, in the same transaction.
 */
export async function createFormAssessment(
  ctx: AppContext,
  caller: Caller,
  checked: CheckedAssessment,
  lang: Language,
): Promise<CreatedAssessment> {
  const { common } = checked;
  if (common.type !== 'qec' && common.type !== 'checklist')
    throw fieldError('video', 'assessments.video_required');
  const link = await ctx.db.transaction(async (tx) => {
    await takeCredit(tx, caller.orgId);
    const [row] = await tx
      .insert(assessments)
      .values(newAssessmentRow(caller, checked))
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await refreshSurveyScore(tx, row);
    if (row.type !== 'checklist') return { id: row.id, link: null };
    const deadline = new Date(String(checked.inputs.deadline));
    const opened = await openLink(ctx, tx, {
      orgId: caller.orgId,
      assessmentId: row.id,
      kind: 'checklist',
      expiresAt: deadline,
      userId: caller.userId,
    });
    return { id: row.id, link: opened };
  });
  const created = await findAssessment(ctx.db, caller, link.id, undefined, lang);
  return { ...created.presented, ...(link.link ?? {}) };
}
