import { eq } from 'drizzle-orm';
import { type Database, type OrganizationId, organizations } from '@ergo/db';

/**
 * Whether an organization keeps its videos after analysis (its privacy setting); null when there
 * is no such organization. The organizations table is the tenant itself, so it is read by its id.
 */
export async function keepsVideos(db: Database, orgId: OrganizationId): Promise<boolean | null> {
  const [org] = await db
    .select({ keepVideos: organizations.keepVideos })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return org?.keepVideos ?? null;
}
