import { eq } from 'drizzle-orm';
import { assessments, files, type Database, inOrg } from '@ergo/db';

/**
 * What a signed video link grants: this organization's assessment and its current video file,
 * nothing else. The organization is part of the signed resource, so the lookup names it too.
 */
export const videoResource = (orgId: string, assessmentId: string, fileId: string) =>
  `video:${orgId}:${assessmentId}:${fileId}`;

/** The current video of an assessment, for a signed link (the route then checks the signature). */
export async function findVideoByLink(
  db: Database,
  link: { orgId: string; assessmentId: string; type: string },
) {
  const [row] = await db
    .select({ file: files })
    .from(assessments)
    .innerJoin(files, inOrg(files, link.orgId, eq(files.id, assessments.videoFileId)))
    .where(
      inOrg(
        assessments,
        link.orgId,
        eq(assessments.id, link.assessmentId),
        eq(assessments.type, link.type),
      ),
    );
  return row?.file ?? null;
}
