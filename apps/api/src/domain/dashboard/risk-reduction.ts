import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ASSESSMENT_TYPES,
  registeredMethods,
  severityRange,
  type RiskReduction,
} from '@ergo/contracts';
import { assessments, type Database, inOrg, recommendations } from '@ergo/db';

/**
 * +1 where a lower score is better (every method but the checklist), −1 where a higher one is: the
 * direction comes from the method's severity range, the same one the rankings use.
 */
function betterWhenLowerSql(type: ReturnType<typeof sql>) {
  const codes = [...new Set([...ASSESSMENT_TYPES, ...registeredMethods().map((m) => m.code)])];
  const cases = codes.map((code) => {
    const { best, worst } = severityRange(code);
    return sql`when ${code} then ${best < worst ? 1 : -1}`;
  });
  return sql`(case ${type} ${sql.join(cases, sql` `)} else 1 end)`;
}

/** What the served figure is made of, kept unrounded so totals add up exactly. */
export interface ReductionSums {
  completed: number;
  measured: number;
  improved: number;
  worsened: number;
  /** sum and count of the pairs' reductions in % (a pair whose score before is 0 has none) */
  percentSum: number;
  percentCount: number;
}

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
  orgId: string,
): Promise<Map<string, ReductionSums>> {
  const before = alias(assessments, 'before');
  const after = alias(assessments, 'after');
  const completed = inOrg(recommendations, orgId, eq(recommendations.status, 'COMPLETED'));
  const beforeOf = and(
    eq(before.id, recommendations.assessmentId),
    eq(before.organizationId, orgId),
  );
  const gain = sql`(${before.score} - ${after.score}) * ${betterWhenLowerSql(sql`${before.type}`)}`;
  const pairs = db
    .selectDistinct({
      operationId: before.operationId,
      beforeId: before.id,
      afterId: after.id,
      gain: sql<number>`${gain}`.as('gain'),
      percent: sql<number | null>`${gain} / nullif(${before.score}, 0) * 100`.as('percent'),
    })
    .from(recommendations)
    .innerJoin(before, beforeOf)
    .innerJoin(
      after,
      and(eq(after.id, recommendations.followUpAssessmentId), eq(after.organizationId, orgId)),
    )
    .where(and(completed, isNotNull(before.score), isNotNull(after.score)))
    .as('pairs');
  const [completedRows, measuredRows] = await Promise.all([
    db
      .select({ operationId: before.operationId, value: count() })
      .from(recommendations)
      .innerJoin(before, beforeOf)
      .where(completed)
      .groupBy(before.operationId),
    db
      .select({
        operationId: pairs.operationId,
        measured: count(),
        percentSum: sql<number>`coalesce(sum(${pairs.percent}), 0)`.mapWith(Number),
        percentCount: sql<number>`count(${pairs.percent})`.mapWith(Number),
        improved: sql<number>`count(*) filter (where ${pairs.gain} > 0)`.mapWith(Number),
        worsened: sql<number>`count(*) filter (where ${pairs.gain} < 0)`.mapWith(Number),
      })
      .from(pairs)
      .groupBy(pairs.operationId),
  ]);
  const result = new Map<string, ReductionSums>();
  for (const row of completedRows)
    result.set(row.operationId, { ...noSums(), completed: row.value });
  for (const row of measuredRows) {
    const entry = result.get(row.operationId) ?? noSums();
    entry.measured = row.measured;
    entry.improved = row.improved;
    entry.worsened = row.worsened;
    entry.percentSum = row.percentSum;
    entry.percentCount = row.percentCount;
    result.set(row.operationId, entry);
  }
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
