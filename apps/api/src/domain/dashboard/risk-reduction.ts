import type { RiskReduction } from '@ergo/contracts';
import type { Database, OrganizationId } from '@ergo/db';
import { reductionRowsByOperation, type ReductionSums } from '../../db/dashboard-reduction';

export const noSums = (): ReductionSums => ({
  completed: 0,
  measured: 0,
  improved: 0,
  worsened: 0,
  percentSum: 0,
  percentCount: 0,
});

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The measured risk reduction of completed recommendations, per operation of the assessment they
 * were made on: each distinct pair of an original assessment and its follow-up counts once (several
 * recommendations acted on together are measured by one follow-up), as the before/after view
 * computes it: the change in % of the score before, positive when the risk went down.
 */
export async function riskReductionByOperation(
  db: Database,
  orgId: OrganizationId,
): Promise<Map<string, ReductionSums>> {
  const rows = await reductionRowsByOperation(db, orgId);
  const result = new Map<string, ReductionSums>();
  for (const { operationId, ...sums } of rows) result.set(operationId, sums);
  return result;
}

/** Adds up operations' sums (the organization's figure is made of the same pairs). */
export function addSums(all: Iterable<ReductionSums>): ReductionSums {
  const total = noSums();
  for (const entry of all) {
    total.completed += entry.completed;
    total.measured += entry.measured;
    total.improved += entry.improved;
    total.worsened += entry.worsened;
    total.percentSum += entry.percentSum;
    total.percentCount += entry.percentCount;
  }
  return total;
}

/** The served figure: the mean of the pairs' reductions, rounded to 0.1 % like the before/after view. */
export function presentReduction(sums: ReductionSums): RiskReduction {
  return {
    completed: sums.completed,
    measured: sums.measured,
    mean_percent: sums.percentCount > 0 ? round1(sums.percentSum / sums.percentCount) : null,
    improved: sums.improved,
    worsened: sums.worsened,
  };
}
