import { surveySubmissions, type AssessmentScope, type Database } from '@ergo/db';

/*
 * The answers given through public links (issue 32's query layer), each written within the
 * organization of the link it came through.
 */

/** What an answer holds besides where it belongs. */
export type SubmissionColumns = Pick<
  typeof surveySubmissions.$inferInsert,
  'kind' | 'respondent' | 'answers'
>;

/** Records one answer to an assessment of the organization, given through the link `linkId`. */
export async function insertSubmission(
  db: Database,
  scope: AssessmentScope & { linkId: string },
  columns: SubmissionColumns,
): Promise<void> {
  await db.insert(surveySubmissions).values({
    ...columns,
    organizationId: scope.orgId,
    assessmentId: scope.assessmentId,
    linkId: scope.linkId,
  });
}
