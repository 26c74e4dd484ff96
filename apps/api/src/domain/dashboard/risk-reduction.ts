import { sql } from 'drizzle-orm';
import { assessmentTypes, severityRange, type RiskReduction } from '@ergo/contracts';
import { assessments, type Database, recommendations } from '@ergo/db';

/**
 * +1 where a lower score is better (every method but the checklist), −1 where a higher one is: the
 * direction comes from the method's severity range, the same one the rankings use.
 */
function betterWhenLowerSql(type: ReturnType<typeof sql>) {
  const codes = assessmentTypes();
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
  const direction = betterWhenLowerSql(sql`"before"."type"`);
  const gain = sql`("before"."score" - "after"."score") * ${direction}`;
  // One row per original assessment and follow-up (none when there is no scored follow-up yet),
  // with the completed recommendations behind it: several acted on together count once. The two
  // assessments are looked up by id for each recommendation (`offset 0` keeps PostgreSQL from
  // turning the lookups into joins that read every assessment of the organization).
  const answer: unknown = await db.execute(sql`
    select operation_id as "operationId",
           sum(recommendations)::int as completed,
           count(gain)::int as measured,
           coalesce(sum(percent), 0)::float8 as "percentSum",
           count(percent)::int as "percentCount",
           (count(*) filter (where gain > 0))::int as improved,
           (count(*) filter (where gain < 0))::int as worsened
    from (
      select "before"."operation_id", count(*) as recommendations, ${gain} as gain,
             ${gain} / nullif("before"."score", 0) * 100 as percent
      from ${recommendations}
      cross join lateral (
        select "before"."id", "before"."operation_id", "before"."type", "before"."score"
        from ${assessments} "before"
        where "before"."id" = ${recommendations.assessmentId}
          and "before"."organization_id" = ${orgId}
        offset 0
      ) "before"
      left join lateral (
        select "after"."id", "after"."score"
        from ${assessments} "after"
        where "after"."id" = ${recommendations.followUpAssessmentId}
          and "after"."organization_id" = ${orgId}
          and "after"."score" is not null
        offset 0
      ) "after" on true
      where ${recommendations.organizationId} = ${orgId}
        and ${recommendations.status} = 'COMPLETED'
      group by "before"."operation_id", "before"."id", "before"."type", "before"."score",
               "after"."id", "after"."score"
    ) pairs
    group by operation_id
  `);
  const rows = (answer as { rows: (ReductionSums & { operationId: string })[] }).rows;
  const result = new Map<string, ReductionSums>();
  for (const { operationId, ...sums } of rows)
    result.set(operationId, {
      completed: Number(sums.completed),
      measured: Number(sums.measured),
      improved: Number(sums.improved),
      worsened: Number(sums.worsened),
      percentSum: Number(sums.percentSum),
      percentCount: Number(sums.percentCount),
    });
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
