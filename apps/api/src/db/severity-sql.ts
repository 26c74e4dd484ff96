import { sql, type SQL } from 'drizzle-orm';
import { assessmentTypes, severityRange } from '@ergo/contracts';
import { RISK_LEVELS } from '@ergo/ergonomics';

/** Risk levels as SQL ranks, worst highest (very_high 4 … negligible 0). */
export function riskRankSql(level: SQL | string): SQL {
  const cases = RISK_LEVELS.map((name, rank) => sql`when ${name} then ${rank}`);
  return sql`(case ${typeof level === 'string' ? sql.raw(level) : level} ${sql.join(cases, sql` `)} else -1 end)`;
}

/**
 * A score's place between its method's best (0) and worst (1) as SQL, from the same ranges as
 * `severityOf`, so methods on different scales rank together within one risk level.
 */
export function severitySql(type: SQL | string, score: SQL | string): SQL {
  const codes = assessmentTypes();
  const column = (value: SQL | string) => (typeof value === 'string' ? sql.raw(value) : value);
  const cases = codes.map((code) => {
    const { best, worst } = severityRange(code);
    return sql`when ${code} then (${column(score)} - ${best}::float8) / ${worst - best}::float8`;
  });
  return sql`least(1, greatest(0, case ${column(type)} ${sql.join(cases, sql` `)} else 0 end))`;
}

/** Risk levels as an SQL list of values, for `risk_level in (…)`. */
export function riskLevelsSql(levels: readonly string[]): SQL {
  return sql.join(
    levels.map((level) => sql`${level}`),
    sql`, `,
  );
}
