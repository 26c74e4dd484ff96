import type { OrganizationId, UserId } from '@ergo/db';
/**
 * Who makes a request: the signed-in user and their organization, from a verified access token,
 * never from the request body. Every command and query of organization data takes it.
 */
export interface Caller {
  userId: UserId;
  orgId: OrganizationId;
}

/** A caller with the network address they call from (the sign-in limits count by it). */
export interface CallerAt extends Caller {
  ip: string;
}
