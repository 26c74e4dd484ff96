import { and, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

declare const organizationBrand: unique symbol;
/**
 * An organization's id, branded: a plain string (an id from a request, another entity's id) does
 * not pass for one, so a tenant and an assessment cannot trade places in a call. Only the verified
 * access token, a job's checked payload and stored rows (the schema's columns carry the brand)
 * make one, through `organizationId()`.
 */
export type OrganizationId = string & { readonly [organizationBrand]: true };

/** The one conversion from a string: for an id whose origin is the token, a job or a row. */
export const organizationId = (id: string): OrganizationId => id as OrganizationId;

declare const assessmentBrand: unique symbol;
/**
 * An assessment's id, branded like the organization's, so the two (and any other entity's id) do
 * not trade places. Rows carry it; a request's id becomes one where it is first looked up
 * (`assessmentId()`), and once found, the row's own id is used.
 */
export type AssessmentId = string & { readonly [assessmentBrand]: true };

/** A string taken as an assessment's id: where a request's id is first looked up, or a job's. */
export const assessmentId = (id: string): AssessmentId => id as AssessmentId;

declare const userBrand: unique symbol;
/** A user's id, branded like the organization's: the verified token and stored rows make one. */
export type UserId = string & { readonly [userBrand]: true };

/** A string taken as a user's id: where the verified token or a request's id is first read. */
export const userId = (id: string): UserId => id as UserId;

/** Any table that holds organization data. */
export interface OrgScopedTable {
  organizationId: PgColumn;
}
export interface OrgScopedTableWithId extends OrgScopedTable {
  id: PgColumn;
}

/**
 * The caller's organization: its id, or the placeholder a prepared statement fills with it at
 * each execution (see `sql.placeholder`).
 */
export type OrgId = OrganizationId | Placeholder;

/**
 * The one place where tenancy becomes SQL: every query on organization data goes through these,
 * with `orgId` taken from the verified access token, never from the request.
 */
export function inOrg(table: OrgScopedTable, orgId: OrgId, ...more: (SQL | undefined)[]): SQL {
  const condition = and(eq(table.organizationId, orgId), ...more);
  if (!condition) throw new Error('unreachable: and() of a defined condition');
  return condition;
}

/**
 * One assessment within its organization, named: what a query about one assessment filters on.
 * An object rather than two id strings, so the organization and the assessment cannot be passed in
 * each other's place.
 */
export interface AssessmentScope {
  orgId: OrganizationId;
  assessmentId: AssessmentId;
}

/** One user within their organization (their own rows: notifications, hidden tours, their name). */
export interface UserScope {
  orgId: OrganizationId;
  userId: UserId;
}

/** `id = ? AND organization_id = ?`: an id from the request is untrusted until scoped. */
export function byIdInOrg(table: OrgScopedTableWithId, id: string, orgId: OrganizationId): SQL {
  return inOrg(table, orgId, eq(table.id, id));
}
