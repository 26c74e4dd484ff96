import { type Database, type OrganizationId, spendCredit } from '@ergo/db';
import { AppError } from '../../lib/errors';

export { creditBalance } from '@ergo/db';

/** SPEC §8: out of credit, shown under the heading 'Something Went Wrong'. */
export const outOfCredit = () =>
  new AppError(402, 'errors.out_of_credit', 'detail', {}, 'errors.something_went_wrong');

/** Takes the credit a new analysis costs, inside the caller's transaction; 402 when none is left. */
export async function takeCredit(tx: Database, orgId: OrganizationId): Promise<void> {
  if ((await spendCredit(tx, orgId)) === null) throw outOfCredit();
}
