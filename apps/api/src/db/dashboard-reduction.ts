import { sql, type SQL } from 'drizzle-orm';
import { assessmentTypes, severityRange } from '@ergo/contracts';
import { assessments, type Database, type OrganizationId, recommendations } from '@ergo/db';

/*
 * The measured risk reduction of completed recommendations, for the dashboard (issue 32's query
 * layer): recommendations and both assessments of each pair are scoped to the organization in SQL.
 */

/**
 * +1 where a lower score is better (every method but the checklist), −1 where a higher one is: the
 * direction comes from the method's severity range, the same one the rankings use.
 */
function betterWhenLowerSql(type: SQL) {
  const codes = assessmentTypes();
  const cases = codes.map((code) => {
    const { best, worst } = severityRange(code);
    return sql`when ${code} then ${best < worst ? 1 : -1}`;
  });
  return sql`(case ${type} ${sql.join(cases, sql` `)} else 1 end)`;
}

/** Pairs of an assessment and its follow-up, added up (unrounded, so totals add up exactly). */
export interface ReductionSums {
  /** completed recommendations behind the pairs */
  completed: number;
  /** pairs with a scored follow-up */
  measured: number;
  improved: number;
  worsened: number;
  /** sum and count of the pairs' reductions in % (a pair whose score before is 0 has none) */
  percentSum: number;
  percentCount: number;
}

/** One operation's sums. */
export interface ReductionRow extends ReductionSums {
  operationId: string;
}

/**
 * Per operation of the assessment the completed recommendations were made on: each distinct pair
 * of an original assessment and its follow-up counts once (several recommendations acted on
 * together are measured by one follow-up), its reduction being the change in % of the score
 * before, positive when the risk went down.
 */
export async function reductionRowsByOperation(
  db: Database,
  orgId: OrganizationId,
): Promise<ReductionRow[]> {
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
  // Counts may arrive as text from some drivers: numbers out.
  type Answered = Pick<ReductionRow, 'operationId'> &
    Record<Exclude<keyof ReductionRow, 'operationId'>, unknown>;
  const rows = (answer as { rows: Answered[] }).rows;
  return rows.map((row) => ({
    operationId: row.operationId,
    completed: Number(row.completed),
    measured: Number(row.measured),
    improved: Number(row.improved),
    worsened: Number(row.worsened),
    percentSum: Number(row.percentSum),
    percentCount: Number(row.percentCount),
  }));
}
