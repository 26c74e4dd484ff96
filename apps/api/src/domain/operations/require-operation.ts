import type { Database, OrganizationId } from '@ergo/db';
import { operationIdInOrg } from '../../db/operations';
import { notFound } from '../../lib/errors';

/** An operation of the caller's organization exists (its id); 404 otherwise. */
export async function requireOperation(
  db: Database,
  caller: { orgId: OrganizationId },
  id: string,
): Promise<string> {
  const found = await operationIdInOrg(db, { orgId: caller.orgId, operationId: id });
  if (!found) throw notFound();
  return found;
}
