import { and, eq } from 'drizzle-orm';
import { assessments, files, type Database } from '@ergo/db';

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
    .innerJoin(
      files,
      and(eq(files.id, assessments.videoFileId), eq(files.organizationId, link.orgId)),
    )
    .where(
      and(
        eq(assessments.id, link.assessmentId),
        eq(assessments.organizationId, link.orgId),
        eq(assessments.type, link.type),
      ),
    );
  return row?.file ?? null;
}
