import {
  assessmentCommonSchema,
  inputsSchemaOf,
  invalidFromIssue,
  type Assessment,
  type AssessmentCommon,
  type Language,
} from '@ergo/contracts';
import { queueAnalysis } from '@ergo/analysis';
import type { AppContext } from '../../context';
import { insertAssessment, insertAssessmentFile, taskOfOperation } from '../../db/assessments';
import { ValidationFailed, type Invalid } from '../../lib/validation';
import type { Caller } from '../caller';
import { takeCredit } from '../credits/credits';
import { requireOperation } from '../operations/require-operation';
import { acceptVideo, videoFileRow, type VideoUpload } from './accept-video';
import { findAssessment } from './find-assessment';

/** A new assessment's form, checked: its common fields, the method's inputs, and its task. */
export interface CheckedAssessment {
  operationId: string;
  taskId: string;
  common: AssessmentCommon;
  inputs: Record<string, unknown>;
}

/**
 * Checks everything of a new assessment but its video: the operation and task (the caller's, the
 * task allowing the method), the common fields and the method's own inputs, each field with its
 * message. The upload route runs this when the video part begins, before a byte of it is read.
 */
export async function checkNewAssessment(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  operationId: string,
  fields: Record<string, unknown>,
): Promise<CheckedAssessment> {
  await requireOperation(ctx.db, caller, operationId);
  const common = assessmentCommonSchema.safeParse(fields);
  // The method's inputs are checked even when a common field failed: every problem at once.
  const schema = typeof fields.type === 'string' ? inputsSchemaOf(fields.type) : undefined;
  const inputs = schema?.safeParse(fields);
  const invalid: Invalid[] = [
    ...(common.success ? [] : common.error.issues.map((issue) => invalidFromIssue(issue))),
    ...(inputs && !inputs.success
      ? inputs.error.issues.map((issue) => invalidFromIssue(issue))
      : []),
  ];
  if (!common.success || !inputs?.success || invalid.length > 0)
    throw new ValidationFailed(invalid);
  const task = await taskOfOperation(ctx.db, {
    orgId: caller.orgId,
    operationId,
    taskId: common.data.task,
  });
  if (!task)
    throw new ValidationFailed([{ field: 'task', messageKey: 'assessments.task_required' }]);
  if (!task.types.includes(common.data.type))
    throw new ValidationFailed([{ field: 'type', messageKey: 'assessments.type_not_allowed' }]);
  return { operationId, taskId: task.id, common: common.data, inputs: inputs.data };
}

/** The row of a new assessment from its checked form: pending, holding the credit it took. */
export const newAssessmentRow = (caller: Caller, checked: CheckedAssessment) => ({
  operationId: checked.operationId,
  taskId: checked.taskId,
  type: checked.common.type,
  name: checked.common.name,
  employeeName: checked.common.employee_name ?? '',
  employeeNumber: checked.common.employee_number ?? '',
  inputs: checked.inputs,
  status: 'pending',
  creditCharged: true,
  createdBy: caller.userId,
});

/**
 * POST /operation/{id}/assessment/create/, once the form was checked: accepts the video, then, in
 * one transaction, takes a credit, creates the assessment and records the file. The analysis is
 * queued after the commit.
 */
export async function createVideoAssessment(
  ctx: AppContext,
  caller: Caller,
  checked: CheckedAssessment,
  upload: VideoUpload,
  lang: Language,
): Promise<Assessment> {
  const video = await acceptVideo(ctx, upload);
  const id = await ctx.db
    .transaction(async (tx) => {
      await takeCredit(tx, caller.orgId);
      const { id: assessmentId } = await insertAssessment(tx, caller.orgId, {
        ...newAssessmentRow(caller, checked),
        statusMessage: 'assessments.analysis_queued',
        videoFileId: video.fileId,
      });
      const scope = { orgId: caller.orgId, assessmentId };
      await insertAssessmentFile(tx, scope, videoFileRow(scope, video));
      return assessmentId;
    })
    .catch(async (error: unknown) => {
      await ctx.files.remove(video.fileId);
      throw error;
    });
  const created = await findAssessment(ctx.db, caller, { id }, lang);
  await queueAnalysis(ctx, created.row);
  return created.presented;
}
