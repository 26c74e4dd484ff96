import {
  API_PREFIX,
  apiRoutes,
  pathTo,
  type Assessment,
  ASSESSMENT_STATUSES,
  type AssessmentStatus,
  type Language,
  translate,
} from '@ergo/contracts';
import type { assessments, files } from '@ergo/db';

type AssessmentRow = typeof assessments.$inferSelect;
type FileRow = typeof files.$inferSelect;

/** The columns an assessment is presented from (a list selects these only). */
export type PresentedAssessmentRow = Pick<
  AssessmentRow,
  | 'id'
  | 'name'
  | 'type'
  | 'taskId'
  | 'operationId'
  | 'createdAt'
  | 'status'
  | 'progress'
  | 'statusMessage'
  | 'statusParams'
  | 'score'
  | 'riskLevel'
  | 'coverageSufficient'
  | 'employeeName'
  | 'employeeNumber'
  | 'inputs'
  | 'angleOverrides'
  | 'frameOverrides'
>;
/** What is shown of an assessment's video. */
export type PresentedVideoRow = Pick<FileRow, 'originalName' | 'size' | 'meta'>;

const asStatus = (value: string): AssessmentStatus =>
  (ASSESSMENT_STATUSES as readonly string[]).includes(value)
    ? (value as AssessmentStatus)
    : 'pending';

export function presentAssessment(
  row: PresentedAssessmentRow,
  names: { taskName: string; operationName: string },
  video: PresentedVideoRow | null,
  lang: Language = 'en',
): Assessment {
  const durationSeconds = video?.meta.duration_seconds;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    task: row.taskId,
    task_name: names.taskName,
    operation: row.operationId,
    operation_name: names.operationName,
    created_at: row.createdAt.toISOString(),
    status: asStatus(row.status),
    progress: row.progress,
    status_message: row.statusMessage ? translate(row.statusMessage, lang, row.statusParams) : '',
    status_message_key: row.statusMessage,
    score: row.score,
    risk_level: row.riskLevel,
    coverage_sufficient: row.coverageSufficient,
    employee_name: row.employeeName,
    employee_number: row.employeeNumber,
    inputs: row.inputs,
    angle_overrides: row.angleOverrides,
    frame_overrides: row.frameOverrides,
    video: video
      ? {
          file: `${API_PREFIX}${pathTo(apiRoutes.assessment.file, { type: row.type, id: row.id })}`,
          detail: video.originalName,
          size: video.size,
          duration_seconds: typeof durationSeconds === 'number' ? durationSeconds : null,
        }
      : null,
  };
}
