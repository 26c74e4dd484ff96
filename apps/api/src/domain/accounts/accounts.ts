import type { Language, UpdateOrganizationBody, UpdateProfileBody, User } from '@ergo/contracts';
import type { AppContext } from '../../context';
import {
  insertOrganization,
  organizationById,
  updateOrganizationRow,
  type OrganizationColumns,
} from '../../db/organizations';
import {
  insertUser,
  updateUser,
  userByEmail,
  userWithOrganization,
  type UserColumns,
  type UserRow,
} from '../../db/users';
import { notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { presentOrganization, presentUser } from './presenters';
import type { Caller } from '../caller';

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  organization: string;
  job_title?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
  language?: Language | undefined;
  timezone?: string | undefined;
}

/** What a registration did: only the mail sent after the answer may tell the two apart. */
export type Registration = { kind: 'created'; user: UserRow } | { kind: 'taken'; email: string };

/**
 * Creates the user and their organization with its starting credit. An address that already has an
 * account is not an error: the caller answers both the same (no account enumeration) and the mail
 * that follows tells the owner instead. Both take the same work: the password hash and the inserts.
 */
export async function registerAccount(
  ctx: AppContext,
  input: RegisterInput,
  language: Language,
): Promise<Registration> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const org = await insertOrganization(tx, {
        name: input.organization,
        credit: ctx.config.INITIAL_CREDITS,
      });
      const user = await insertUser(
        tx,
        { orgId: org.id },
        {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          jobTitle: input.job_title ?? '',
          phone: input.phone ?? '',
          address: input.address ?? '',
          city: input.city ?? '',
          country: input.country ?? '',
          language: input.language ?? language,
          timezone: input.timezone ?? 'UTC',
        },
      );
      return { kind: 'created' as const, user };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'taken', email: input.email };
    throw error;
  }
}

export async function findUserByEmail(ctx: AppContext, email: string): Promise<UserRow | null> {
  return userByEmail(ctx.db, email);
}

/** The signed-in user's profile with their organization and its credit. */
export async function getProfile(
  ctx: AppContext,
  { userId, orgId }: Pick<Caller, 'userId' | 'orgId'>,
): Promise<User> {
  const row = await userWithOrganization(ctx.db, { orgId, userId });
  if (!row) throw notFound();
  return presentUser(row.user, row.org);
}

const PROFILE_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  job_title: 'jobTitle',
  phone: 'phone',
  address: 'address',
  city: 'city',
  country: 'country',
  language: 'language',
  timezone: 'timezone',
} as const;

export async function updateProfile(
  ctx: AppContext,
  caller: Caller,
  input: UpdateProfileBody,
): Promise<User> {
  const changes: UserColumns = { updatedAt: new Date() };
  for (const [field, column] of Object.entries(PROFILE_COLUMNS)) {
    const value = input[field as keyof UpdateProfileBody];
    if (value !== undefined) (changes as Record<string, unknown>)[column] = value;
  }
  await updateUser(ctx.db, caller, changes);
  return getProfile(ctx, caller);
}

/** Only the caller's own organization can be updated; any other id answers 404. */
export async function updateOrganization(
  ctx: AppContext,
  caller: Pick<Caller, 'orgId'>,
  organizationId: string,
  input: UpdateOrganizationBody,
) {
  if (organizationId !== caller.orgId) throw notFound();
  const changes: OrganizationColumns = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description ?? '';
  if (input.keep_videos !== undefined) changes.keepVideos = input.keep_videos;
  const org =
    Object.keys(changes).length > 0
      ? await updateOrganizationRow(ctx.db, caller, changes)
      : await organizationById(ctx.db, caller);
  if (!org) throw notFound();
  return presentOrganization(org);
}
