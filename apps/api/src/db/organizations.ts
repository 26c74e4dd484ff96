import { eq } from 'drizzle-orm';
import { type Database, type OrganizationId, organizations } from '@ergo/db';

/*
 * The organizations table's queries (issue 32's query layer). An organization's row is its own
 * scope: every read and change here is keyed by the caller's organization id, the row's primary
 * key (the table has no organization column to give inOrg).
 */

export type OrganizationRow = typeof organizations.$inferSelect;
/** The columns an organization's settings change writes. */
export type OrganizationColumns = Partial<typeof organizations.$inferInsert>;

/** The caller's organization, named like the other scopes. */
export interface OrganizationScope {
  orgId: OrganizationId;
}

/** A new organization (registration), with its starting credit. */
export async function insertOrganization(
  db: Database,
  organization: { name: string; credit: number },
): Promise<OrganizationRow> {
  const [org] = await db.insert(organizations).values(organization).returning();
  if (!org) throw new Error('organization insert returned nothing');
  return org;
}

/** The organization's row; null when there is none. */
export async function organizationById(
  db: Database,
  { orgId }: OrganizationScope,
): Promise<OrganizationRow | null> {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, orgId));
  return org ?? null;
}

/** Writes the given columns of the organization: its row after, or null when there is none. */
export async function updateOrganizationRow(
  db: Database,
  { orgId }: OrganizationScope,
  changes: OrganizationColumns,
): Promise<OrganizationRow | null> {
  const [org] = await db
    .update(organizations)
    .set(changes)
    .where(eq(organizations.id, orgId))
    .returning();
  return org ?? null;
}

/**
 * The organization's name; null when there is none. The organizations table has no organization
 * column to scope by: its row is the organization itself, found by the caller's own id (from the
 * verified access token).
 */
export async function organizationName(
  db: Database,
  { orgId }: OrganizationScope,
): Promise<string | null> {
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return organization?.name ?? null;
}
