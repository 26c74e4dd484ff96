import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, organizations } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** SPEC §8: out of credit, shown under the heading 'Something Went Wrong'. */
export const outOfCredit = () =>
  new AppError(402, 'errors.out_of_credit', 'detail', {}, 'errors.something_went_wrong');

/**
 * Takes one credit inside the caller's transaction. The conditional UPDATE is the lock: of two
 * concurrent creates with one credit left exactly one gets a row back; the balance never goes
 * below zero (a CHECK constraint guards that too).
 */
export async function spendCredit(tx: Database, orgId: string): Promise<number> {
  const [row] = await tx
    .update(organizations)
    .set({ credit: sql`${organizations.credit} - 1` })
    .where(and(eq(organizations.id, orgId), gt(organizations.credit, 0)))
    .returning({ credit: organizations.credit });
  if (!row) throw outOfCredit();
  return row.credit;
}

/** Gives an assessment's credit back once (a failed analysis); a second call changes nothing. */
export async function refundCredit(db: Database, assessmentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [released] = await tx
      .update(assessments)
      .set({ creditCharged: false })
      .where(and(eq(assessments.id, assessmentId), eq(assessments.creditCharged, true)))
      .returning({ orgId: assessments.organizationId });
    if (!released) return false;
    await tx
      .update(organizations)
      .set({ credit: sql`${organizations.credit} + 1` })
      .where(eq(organizations.id, released.orgId));
    return true;
  });
}

export async function currentCredit(db: Database, orgId: string): Promise<number> {
  const [row] = await db
    .select({ credit: organizations.credit })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  return row?.credit ?? 0;
}
