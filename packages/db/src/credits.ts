import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { assessments, organizations, users } from './schema';
import { thisAssessment } from './scopes';
import type { AssessmentScope, OrganizationId } from './tenancy';

/*
 * The credit ledger of SPEC §1: an organization's balance, taken by a new assessment and given back
 * once when its analysis fails. Every statement names the organization.
 */

/**
 * Takes one credit inside the caller's transaction: the new balance, or null when none was left.
 * The conditional UPDATE is the lock: of two concurrent creates with one credit left exactly one
 * gets a row back, and the balance never goes below zero (a CHECK constraint guards that too).
 */
export async function spendCredit(tx: Database, orgId: OrganizationId): Promise<number | null> {
  const [row] = await tx
    .update(organizations)
    .set({ credit: sql`${organizations.credit} - 1` })
    .where(and(eq(organizations.id, orgId), gt(organizations.credit, 0)))
    .returning({ credit: organizations.credit });
  return row?.credit ?? null;
}

/** Gives an assessment's credit back once (a failed analysis); a second call changes nothing. */
export async function refundCredit(db: Database, scope: AssessmentScope): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(assessments)
      .set({ creditCharged: false })
      .where(thisAssessment(scope, eq(assessments.creditCharged, true)))
      .returning({ id: assessments.id });
    if (!released) return false;
    await tx
      .update(organizations)
      .set({ credit: sql`${organizations.credit} + 1` })
      .where(eq(organizations.id, scope.orgId));
    return true;
  });
}

export async function creditBalance(db: Database, orgId: OrganizationId): Promise<number> {
  const [row] = await db
    .select({ credit: organizations.credit })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.credit ?? 0;
}

/**
 * An administrator's top-up (the `npm run credits` command of a self-hosted installation): adds
 * `amount` to the balance in one statement. The new balance, or null when there is no such
 * organization.
 */
export async function addCredits(
  db: Database,
  orgId: OrganizationId,
  amount: number,
): Promise<number | null> {
  const [row] = await db
    .update(organizations)
    .set({ credit: sql`${organizations.credit} + ${amount}` })
    .where(eq(organizations.id, orgId))
    .returning({ credit: organizations.credit });
  return row?.credit ?? null;
}

/** An organization's name and balance, as the operator's credits command shows them. */
export interface OrganizationBalance {
  id: OrganizationId;
  name: string;
  credit: number;
}

const balanceColumns = {
  id: organizations.id,
  name: organizations.name,
  credit: organizations.credit,
};

/** The organization of the account with this email address (operator tooling, not a request). */
export async function findBalanceByEmail(
  db: Database,
  email: string,
): Promise<OrganizationBalance | null> {
  const [row] = await db
    .select(balanceColumns)
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, email));
  return row ?? null;
}

/** The organization with this id (operator tooling, not a request). */
export async function findBalanceById(
  db: Database,
  organizationId: OrganizationId,
): Promise<OrganizationBalance | null> {
  const [row] = await db
    .select(balanceColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}
