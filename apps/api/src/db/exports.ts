import { inArray } from 'drizzle-orm';
import {
  assessmentId,
  assessmentResults,
  type Database,
  inOrg,
  type OrganizationId,
} from '@ergo/db';

/*
 * What the assessments workbook reads besides the list (issue 32's query layer), scoped to the
 * organization in SQL.
 */

/** Some assessments of one organization, by their ids (named, so the org cannot be an id). */
export interface AssessmentIdsScope {
  orgId: OrganizationId;
  assessmentIds: readonly string[];
}

/**
 * The stored results documents of those assessments that have one, unparsed. The caller passes
 * the ids in slices, so a long list never builds one huge statement.
 */
export function storedResultsOf(
  db: Database,
  { orgId, assessmentIds }: AssessmentIdsScope,
): Promise<{ id: string; results: unknown }[]> {
  return db
    .select({ id: assessmentResults.assessmentId, results: assessmentResults.results })
    .from(assessmentResults)
    .where(
      inOrg(
        assessmentResults,
        orgId,
        inArray(assessmentResults.assessmentId, assessmentIds.map(assessmentId)),
      ),
    );
}
