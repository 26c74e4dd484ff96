import {
  isAssessmentType,
  type Operation,
  OPERATION_TYPES,
  type OperationType,
  type Task,
} from '@ergo/contracts';
import type { operations, tasks } from '@ergo/db';

type OperationRow = typeof operations.$inferSelect;
type TaskRow = typeof tasks.$inferSelect;

const asOperationType = (value: string): OperationType =>
  (OPERATION_TYPES as readonly string[]).includes(value) ? (value as OperationType) : 'other';

export function presentOperation(
  row: OperationRow,
  stats: { tasksCount: number; totalAssessments: number; mostRecent: string | null },
): Operation {
  const type = asOperationType(row.operationType);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    operation_type: type,
    unit: type,
    duration: row.duration,
    grip_type: row.gripType,
    load: row.load,
    repetition_rate: row.repetitionRate,
    created_at: row.createdAt.toISOString(),
    tasks_count: stats.tasksCount,
    total_assessments: stats.totalAssessments,
    most_recent_analysis: stats.mostRecent,
  };
}

export function presentTask(
  row: TaskRow,
  operationName: string,
  stats: { assessmentsConducted: number; lastAssessment: string | null },
): Task {
  return {
    id: row.id,
    operation: row.operationId,
    operation_name: operationName,
    name: row.name,
    description: row.description,
    assessment_types: row.assessmentTypes.filter(isAssessmentType),
    assessments_conducted: stats.assessmentsConducted,
    last_assessment_date: stats.lastAssessment,
    created_at: row.createdAt.toISOString(),
  };
}
