import { coverageOf, type StoredResults } from '@ergo/contracts';

/**
 * The assessment row's score columns, from its results: the score; its risk level only when enough
 * of the video was measured for the score to stand as a finding (contracts' coverageOf), so that a
 * glimpse of the work never counts as any level (the dashboard, the list's risk filter and the
 * board read the row); and whether it was. The analysis and every recompute write them alike.
 */
export function scoreColumns(results: StoredResults) {
  const { sufficient } = coverageOf(results);
  return {
    score: results.score.score,
    riskLevel: sufficient ? results.score.risk_level : null,
    coverageSufficient: sufficient,
  };
}
