import { desc, eq, isNull } from 'drizzle-orm';
import {
  assessments,
  inOrg,
  organizations,
  publicLinks,
  users,
  type AssessmentScope,
  type Database,
  thisAssessment,
} from '@ergo/db';
import type { AssessmentRow } from './assessments';

/*
 * The public links' queries (issue 32's query layer): the links to an assessment's form that the
 * app opens, moves and revokes within the organization, and the one lookup a visitor's token
 * makes before any organization is known.
 */

export type LinkRow = typeof publicLinks.$inferSelect;

/** What a new link holds besides its assessment: its id, kind, token's nonce and hash, expiry. */
export type NewLinkColumns = Pick<
  typeof publicLinks.$inferInsert,
  'id' | 'kind' | 'nonce' | 'tokenHash' | 'expiresAt' | 'createdBy'
>;

/** A new link to an assessment of the organization (the row). */
export async function insertLink(
  db: Database,
  scope: AssessmentScope,
  columns: NewLinkColumns,
): Promise<LinkRow> {
  const [row] = await db
    .insert(publicLinks)
    .values({ ...columns, organizationId: scope.orgId, assessmentId: scope.assessmentId })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The assessment's links that were not revoked (expired ones included). */
const openLinksOf = ({ orgId, assessmentId }: AssessmentScope) =>
  inOrg(
    publicLinks,
    orgId,
    eq(publicLinks.assessmentId, assessmentId),
    isNull(publicLinks.revokedAt),
  );

/** Revokes every open link of the assessment: the ids of those it revoked. */
export function revokeOpenLinks(db: Database, scope: AssessmentScope): Promise<{ id: string }[]> {
  return db
    .update(publicLinks)
    .set({ revokedAt: new Date() })
    .where(openLinksOf(scope))
    .returning({ id: publicLinks.id });
}

/** Moves the expiry of the assessment's open links. */
export async function moveOpenLinksExpiry(
  db: Database,
  scope: AssessmentScope,
  expiresAt: Date,
): Promise<void> {
  await db.update(publicLinks).set({ expiresAt }).where(openLinksOf(scope));
}

/** The assessment's newest open link (expired or not); null when it has none. */
export async function newestOpenLink(
  db: Database,
  scope: AssessmentScope,
): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(publicLinks)
    .where(openLinksOf(scope))
    .orderBy(desc(publicLinks.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The link whose token has this hash; null when there is none. The one lookup without an
 * organization: a visitor presents only the token, and the link it finds names the organization
 * every later query is scoped to.
 */
export async function linkByTokenHash(db: Database, tokenHash: string): Promise<LinkRow | null> {
  const [link] = await db.select().from(publicLinks).where(eq(publicLinks.tokenHash, tokenHash));
  return link ?? null;
}

/**
 * A link's assessment with its organization's name and the language of whoever made it (null
 * when that user is gone); null when the assessment is not the organization's any more.
 */
export async function linkedAssessment(
  db: Database,
  scope: AssessmentScope,
): Promise<{
  assessment: AssessmentRow;
  organizationName: string;
  ownerLanguage: string | null;
} | null> {
  const { orgId } = scope;
  const [row] = await db
    .select({
      assessment: assessments,
      organizationName: organizations.name,
      ownerLanguage: users.language,
    })
    .from(assessments)
    .innerJoin(organizations, eq(organizations.id, orgId))
    .leftJoin(users, inOrg(users, orgId, eq(users.id, assessments.createdBy)))
    .where(thisAssessment(scope));
  return row ?? null;
}
