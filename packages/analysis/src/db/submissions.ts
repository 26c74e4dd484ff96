import { asc, eq } from 'drizzle-orm';
import { type AssessmentScope, type Database, inOrg, surveySubmissions } from '@ergo/db';

/** The submissions of one assessment, oldest first (tenancy: the assessment's organization). */
export function submissionsOf(db: Database, { orgId, assessmentId }: AssessmentScope) {
  return db
    .select()
    .from(surveySubmissions)
    .where(inOrg(surveySubmissions, orgId, eq(surveySubmissions.assessmentId, assessmentId)))
    .orderBy(asc(surveySubmissions.createdAt), asc(surveySubmissions.id));
}
