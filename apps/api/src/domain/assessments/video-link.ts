import type { AssessmentId, AssessmentScope, Database, OrganizationId } from '@ergo/db';
import { currentVideoOf } from '../../db/assessments';

/**
 * What a signed video link grants: this organization's assessment and its current video file,
 * nothing else. The organization is part of the signed resource, so the lookup names it too.
 */
export const videoResource = ({ orgId, assessmentId }: AssessmentScope, fileId: string) =>
  `video:${orgId}:${assessmentId}:${fileId}`;

/** The current video of an assessment, for a signed link (the route then checks the signature). */
export function findVideoByLink(
  db: Database,
  link: { orgId: OrganizationId; assessmentId: AssessmentId; type: string },
) {
  return currentVideoOf(db, link);
}
