import { and, eq } from 'drizzle-orm';
import {
  byIdInOrg,
  inOrg,
  organizations,
  users,
  type Database,
  type UserId,
  type UserScope,
} from '@ergo/db';
import type { OrganizationRow, OrganizationScope } from './organizations';

/*
 * The users table's queries (issue 32's query layer). An account is found by its address before
 * anyone is signed in (sign-in, registration, the mailed links, a new address's uniqueness: the
 * address is unique across the product, so these lookups have no organization to scope to); every
 * other statement here is scoped to the user's organization in SQL.
 */

export type UserRow = typeof users.$inferSelect;
/** The columns a registration or a profile change writes. */
export type UserColumns = Partial<typeof users.$inferInsert>;

/** A user with the organization they belong to. */
export interface UserWithOrganization {
  user: UserRow;
  org: OrganizationRow;
}

/** A user's name as the organization's records hold it; null when the user is not the org's. */
export async function userName(
  db: Database,
  who: UserScope,
): Promise<{ first: string; last: string } | null> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(inOrg(users, who.orgId, eq(users.id, who.userId)));
  return user ?? null;
}

/** A user's address; null when the user is not the organization's. */
export async function userEmail(db: Database, who: UserScope): Promise<string | null> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(byIdInOrg(users, who.userId, who.orgId));
  return user?.email ?? null;
}

/** Activates an inactive account; false when it was active already (or is not the org's). */
export async function activateUser(db: Database, who: UserScope): Promise<boolean> {
  const [changed] = await db
    .update(users)
    .set({ isActive: true, updatedAt: new Date() })
    .where(and(byIdInOrg(users, who.userId, who.orgId), eq(users.isActive, false)))
    .returning({ id: users.id });
  return changed !== undefined;
}

/** The account of an address, whichever organization holds it; null when there is none. */
export async function userByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user ?? null;
}

/** The id of the account that has an address (unique across the product); null when none has. */
export async function userIdByEmail(db: Database, email: string): Promise<UserId | null> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return taken?.id ?? null;
}

/** The account of an address with its organization (signing in); null when there is none. */
export async function userWithOrganizationByEmail(
  db: Database,
  email: string,
): Promise<UserWithOrganization | null> {
  const [found] = await db
    .select({ user: users, org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return found ?? null;
}

/** A user of the organization with that organization; null when the user is not the org's. */
export async function userWithOrganization(
  db: Database,
  who: UserScope,
): Promise<UserWithOrganization | null> {
  const [row] = await db
    .select({ user: users, org: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(byIdInOrg(users, who.userId, who.orgId));
  return row ?? null;
}

/** A user of the organization; null when the user is not the org's. */
export async function userInOrg(db: Database, who: UserScope): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(byIdInOrg(users, who.userId, who.orgId));
  return user ?? null;
}

/**
 * A new account in the organization (registration); a taken address throws the database's
 * unique violation, which the caller reads.
 */
export async function insertUser(
  db: Database,
  { orgId }: OrganizationScope,
  user: Omit<typeof users.$inferInsert, 'organizationId'>,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ organizationId: orgId, ...user })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Writes the given columns of a user of the organization (nothing when the user is not its). */
export async function updateUser(
  db: Database,
  who: UserScope,
  changes: UserColumns,
): Promise<void> {
  await db
    .update(users)
    .set(changes)
    .where(byIdInOrg(users, who.userId, who.orgId));
}

/**
 * A user's new password hash (and, from a mailed link, the account activated): their address, the
 * sign-in limits' key; null when the user is not the organization's.
 */
export async function setUserPassword(
  db: Database,
  who: UserScope,
  change: { passwordHash: string; activate?: boolean },
): Promise<string | null> {
  const [changed] = await db
    .update(users)
    .set({
      passwordHash: change.passwordHash,
      ...(change.activate ? { isActive: true } : {}),
      updatedAt: new Date(),
    })
    .where(byIdInOrg(users, who.userId, who.orgId))
    .returning({ email: users.email });
  return changed?.email ?? null;
}

/** The time zone a user has set; null when the user is not the organization's. */
export async function savedTimeZone(db: Database, who: UserScope): Promise<string | null> {
  const [row] = await db
    .select({ timezone: users.timezone })
    .from(users)
    .where(byIdInOrg(users, who.userId, who.orgId));
  return row?.timezone ?? null;
}
