import { eq, type SQL } from 'drizzle-orm';
import { assessments } from './schema';
import { inOrg, type AssessmentScope } from './tenancy';

/** The assessment a scope names, in its organization, with any further conditions. */
export function thisAssessment(scope: AssessmentScope, ...more: (SQL | undefined)[]): SQL {
  return inOrg(assessments, scope.orgId, eq(assessments.id, scope.assessmentId), ...more);
}
