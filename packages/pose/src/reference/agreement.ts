/**
 * Agreement between two raters' scores on the same items (ours vs an expert, or expert vs expert),
 * in the terms ergonomics papers report: share within ±1 and ±2 points, mean absolute error, and
 * Cohen's kappa with quadratic weights (chance-corrected; 1 = perfect, 0 = chance level).
 */
export interface Agreement {
  n: number;
  exact: number;
  within1: number;
  within2: number;
  mae: number;
  /** quadratic-weighted Cohen's kappa over the categories min..max; NaN when undefined */
  kappa: number;
}

export function agreement(pairs: readonly (readonly [number, number])[]): Agreement {
  const n = pairs.length;
  if (n === 0) return { n, exact: NaN, within1: NaN, within2: NaN, mae: NaN, kappa: NaN };
  let exact = 0;
  let within1 = 0;
  let within2 = 0;
  let abs = 0;
  for (const [a, b] of pairs) {
    const d = Math.abs(a - b);
    if (d === 0) exact++;
    if (d <= 1) within1++;
    if (d <= 2) within2++;
    abs += d;
  }
  return {
    n,
    exact: exact / n,
    within1: within1 / n,
    within2: within2 / n,
    mae: abs / n,
    kappa: quadraticKappa(pairs),
  };
}

/**
 * Quadratic-weighted kappa: 1 - sum(w * observed) / sum(w * expected), with w = (i - j)^2 and the
 * expected table the product of the two raters' marginals. Undefined (NaN) when both raters give
 * one and the same score to every item.
 */
export function quadraticKappa(pairs: readonly (readonly [number, number])[]): number {
  const n = pairs.length;
  if (n === 0) return NaN;
  const all = pairs.flatMap(([a, b]) => [a, b]);
  const lo = Math.min(...all);
  const k = Math.max(...all) - lo + 1;
  const rowTotals = new Array<number>(k).fill(0);
  const colTotals = new Array<number>(k).fill(0);
  let observed = 0;
  for (const [a, b] of pairs) {
    rowTotals[a - lo] = (rowTotals[a - lo] ?? 0) + 1;
    colTotals[b - lo] = (colTotals[b - lo] ?? 0) + 1;
    observed += (a - b) ** 2;
  }
  let expected = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++)
      expected += ((rowTotals[i] ?? 0) * (colTotals[j] ?? 0) * (i - j) ** 2) / n;
  return expected === 0 ? NaN : 1 - observed / expected;
}

/**
 * Agreement over every item, including those we did not score: an unscored item counts as a miss
 * in the exact, ±1 and ±2 shares (their denominator is every item). MAE and kappa need a score
 * for every pair, so `scored` holds them over the scored items only, and `kappaWithMisses` is
 * kappa over every item with each unscored one given a score `missBy` points from the expert's
 * (default 3: the smallest error outside ±2, i.e. a miss at every tolerance, as the shares count
 * it), toward the farther end of the scale so that it stays on the scale. An assumption stated,
 * not a bound: kappa also moves with the marginals the imputed scores change.
 */
export interface AgreementWithMisses {
  /** every item, scored or not */
  n: number;
  exact: number;
  within1: number;
  within2: number;
  /** the items we scored, alone */
  scored: Agreement;
  kappaWithMisses: number;
}

export function agreementWithMisses(
  pairs: readonly (readonly [ours: number | null, expert: number])[],
  scale: { min: number; max: number },
  missBy = 3,
): AgreementWithMisses {
  const n = pairs.length;
  const scoredPairs = pairs.filter((p): p is readonly [number, number] => p[0] !== null);
  const within = (d: number): number =>
    n === 0 ? NaN : scoredPairs.filter(([a, b]) => Math.abs(a - b) <= d).length / n;
  // toward the scale's end farther from the expert's score (the lower end on a tie)
  const missed = (expert: number): number =>
    expert - scale.min >= scale.max - expert
      ? Math.max(scale.min, expert - missBy)
      : Math.min(scale.max, expert + missBy);
  return {
    n,
    exact: within(0),
    within1: within(1),
    within2: within(2),
    scored: agreement(scoredPairs),
    kappaWithMisses: quadraticKappa(pairs.map(([ours, e]) => [ours ?? missed(e), e] as const)),
  };
}
