import { and, isNotNull, sql } from 'drizzle-orm';
import { assessments, type Database, inOrg, type OrgId } from '@ergo/db';

/**
 * The latest scored assessment of every task and method in an organization: the one that says
 * where the task stands now (a follow-up replaces the assessment it follows). The dashboard counts
 * these, and the assessments list filters to them with `latest=true`, so the two agree.
 * Its columns are those of assessments_latest_idx: PostgreSQL answers from the index alone (one
 * more column, the name, would cost a visit of every row).
 */
export function latestScoredAssessments(db: Database, orgId: OrgId) {
  return (
    db
      .selectDistinctOn([assessments.taskId, assessments.type], {
        id: assessments.id,
        taskId: assessments.taskId,
        operationId: assessments.operationId,
        type: assessments.type,
        score: assessments.score,
        riskLevel: assessments.riskLevel,
        createdAt: assessments.createdAt,
      })
      .from(assessments)
      .where(
        inOrg(
          assessments,
          orgId,
          and(isNotNull(assessments.score), isNotNull(assessments.riskLevel)),
        ),
      )
      // In the order of assessments_latest_idx (nulls last, as Drizzle declares it), so PostgreSQL
      // reads the index in order instead of sorting.
      .orderBy(
        assessments.taskId,
        assessments.type,
        sql`${assessments.createdAt} desc nulls last`,
        sql`${assessments.id} desc nulls last`,
      )
  );
}
