import { methodTraits, type CreatedAssessment, type Language } from '@ergo/contracts';
import type { AppContext } from '../../context';
import { insertAssessment } from '../../db/assessments';
import { fieldError } from '../../lib/errors';
import type { Caller } from '../caller';
import { takeCredit } from '../credits/credits';
import { openLink } from '../survey-links/public-links';
import { refreshSurveyScore } from '@ergo/analysis';
import { newAssessmentRow, type CheckedAssessment } from './create-video-assessment';
import { findAssessment } from './find-assessment';

/**
 * POST /operation/{id}/assessment/create/ without a video: a survey or form method (QEC: its
 * observer part filled now or later, the workers answering through a link opened on request; the
 * checklist: its response link opened at once, valid until the deadline). One credit, as every
 * assessment, in the same transaction.
 */
export async function createFormAssessment(
  ctx: AppContext,
  caller: Caller,
  checked: CheckedAssessment,
  lang: Language,
): Promise<CreatedAssessment> {
  const method = methodTraits(checked.common.type);
  if (!method || method.video === 'required')
    throw fieldError('video', 'assessments.video_required');
  const { publicLink } = method;
  const link = await ctx.db.transaction(async (tx) => {
    await takeCredit(tx, caller.orgId);
    const row = await insertAssessment(tx, caller.orgId, newAssessmentRow(caller, checked));
    await refreshSurveyScore(tx, row);
    const deadline = publicLink?.deadline?.(checked.inputs);
    if (!publicLink || deadline === undefined) return { id: row.id, link: null };
    // checked on the way in: a deadline that cannot be read is refused, never a link open for ever
    if (deadline === null) throw fieldError('deadline', 'checklist.deadline_invalid');
    const opened = await openLink(ctx, tx, {
      orgId: caller.orgId,
      assessmentId: row.id,
      kind: publicLink.kind,
      expiresAt: deadline,
      userId: caller.userId,
    });
    return { id: row.id, link: opened };
  });
  const created = await findAssessment(ctx.db, caller, { id: link.id }, lang);
  return { ...created.presented, ...(link.link ?? {}) };
}
