/**
 * What bench:reba compares and how it prints it: our score for one expert-scored moment (a still
 * or a video frame), and the agreement lines over those moments.
 */
import type { RebaResult, ScoreRanges } from '@ergo/ergonomics';
import {
  agreementWithMisses,
  type Agreement,
  type AgreementWithMisses,
} from '../src/reference/agreement';
import type { AutoRebaRow, ExpertParts } from '../src/reference/autoreba';

/** REBA's final score runs 1..15 */
export const REBA_SCALE = { min: 1, max: 15 } as const;

export const PARTS: (keyof ExpertParts)[] = [
  'neck',
  'trunk',
  'leg',
  'upper_arm',
  'lower_arm',
  'wrist',
];

/** Our reading of one moment the experts scored. */
export interface Ours {
  row: AutoRebaRow;
  /** null: no person found or a needed part not measured */
  result: RebaResult | null;
  missing: string[];
  /** the 80% ranges of the total and the parts (the product's, scoreRangesAt); absent on video moments */
  ranges?: ScoreRanges | null;
}

/**
 * How often the expert's total lies in our 80% range (an unscored moment counts as outside), over
 * the moments that carry ranges, with the mean width (high − low) over the scored ones.
 */
export function rangeCalibration(ours: readonly Ours[]): {
  n: number;
  inside: number;
  meanWidth: number;
  partsInside: number;
} {
  const withRanges = ours.filter((o) => o.ranges !== undefined);
  const scored = withRanges.flatMap((o) => (o.ranges?.score ? [{ o, r: o.ranges.score }] : []));
  const inside = scored.filter(({ o, r }) => o.row.written >= r.low && o.row.written <= r.high);
  const partPairs = withRanges.flatMap((o) =>
    o.ranges ? PARTS.map((p) => [o.ranges?.parts[p], o.row.parts[p]] as const) : [],
  );
  const partsInside = partPairs.filter(
    ([r, expert]) => r !== undefined && expert >= r.low && expert <= r.high,
  ).length;
  return {
    n: withRanges.length,
    inside: inside.length / Math.max(1, withRanges.length),
    meanWidth: scored.reduce((sum, { r }) => sum + r.high - r.low, 0) / Math.max(1, scored.length),
    partsInside: partsInside / Math.max(1, partPairs.length),
  };
}

export const pct = (x: number): string => (Number.isFinite(x) ? `${Math.round(x * 100)}%` : 'n/a');
export const f2 = (x: number): string => (Number.isFinite(x) ? x.toFixed(2) : 'n/a');

export const line = (a: Agreement): string =>
  `n ${a.n}: exact ${pct(a.exact)}, within ±1 ${pct(a.within1)}, within ±2 ${pct(a.within2)}, MAE ${f2(a.mae)}, quadratic-weighted kappa ${f2(a.kappa)}`;

export const HOW_TO_READ =
  "'all N, unscored = miss': a moment we did not score counts as a miss for exact, ±1 and ±2. MAE and kappa need a score for every moment, so they are given over the scored ones; 'kappa with misses' gives each unscored moment a score 3 points from the expert's (the smallest error outside ±2), toward the middle of the 1–15 scale: a stated assumption, not a bound";

export type Target = 'written' | 'fromTables';

export function vsExperts(ours: readonly Ours[], target: Target): AgreementWithMisses {
  return agreementWithMisses(
    ours.map((o) => [o.result?.score ?? null, o.row[target]] as const),
    REBA_SCALE,
  );
}

/**
 * Two lines: every moment with an unscored one as a miss, then the scored ones alone.
 * HOW_TO_READ says what the first line's kappa assumes.
 */
export function bothWays(ours: readonly Ours[], target: Target, indent: string): string[] {
  const a = vsExperts(ours, target);
  return [
    `${indent}all ${a.n}, unscored = miss: exact ${pct(a.exact)}, within ±1 ${pct(a.within1)}, within ±2 ${pct(a.within2)}, kappa with misses ${f2(a.kappaWithMisses)}`,
    `${indent}the ${a.scored.n} scored:${' '.repeat(Math.max(1, 14 - String(a.scored.n).length))}${line(a.scored)}`,
  ];
}

export function partAgreement(pairs: readonly (readonly [ExpertParts, ExpertParts])[]): string {
  return PARTS.map((p) => {
    const same = pairs.filter(([a, b]) => a[p] === b[p]).length;
    return `${p.replace('_', ' ')} ${pct(same / Math.max(1, pairs.length))}`;
  }).join(', ');
}

/**
 * Mean signed error (ours − the expert's) of one body part's score over the scored moments: a
 * reading that is low on average (issue 31: neck, trunk and upper arm) shows as a negative figure.
 * NaN when nothing was scored.
 */
export function meanSignedError(ours: readonly Ours[], part: keyof ExpertParts): number {
  const errors = ours.flatMap((o) =>
    o.result ? [o.result.body_part_scores[part] - o.row.parts[part]] : [],
  );
  return errors.length ? errors.reduce((a, b) => a + b, 0) / errors.length : Number.NaN;
}

/**
 * REBA's largest box per part before its +1 adjustments (neck 2, trunk 4, upper arm 4, wrist 2): a
 * part score above it proves an adjustment (twisted or side-bent; abducted, rotated or raised;
 * deviated or twisted). The experts' sheets give only part scores, so this is the one adjustment
 * count both sides can be compared on (a lower bound for each).
 */
const LARGEST_BOX: Partial<Record<keyof ExpertParts, number>> = {
  neck: 2,
  trunk: 4,
  upper_arm: 4,
  wrist: 2,
};

/** Per part: on how many stills the experts' and our part score prove a +1 adjustment. */
export function provenAdjustments(
  ours: readonly Ours[],
): { part: keyof ExpertParts; experts: number; ours: number; n: number }[] {
  const scored = ours.flatMap((o) => (o.result ? [{ row: o.row, result: o.result }] : []));
  return (Object.entries(LARGEST_BOX) as [keyof ExpertParts, number][]).map(([part, box]) => ({
    part,
    experts: scored.filter((o) => o.row.parts[part] > box).length,
    ours: scored.filter((o) => o.result.body_part_scores[part] > box).length,
    n: scored.length,
  }));
}

/** `8 (1 4 2 3 2 1)`: a total with its parts in PARTS order */
export const withParts = (total: number, parts: ExpertParts): string =>
  `${String(total).padStart(2)} (${PARTS.map((k) => parts[k]).join(' ')})`;

export const oursText = (o: Ours): string =>
  o.result
    ? `${withParts(o.result.score, o.result.body_part_scores)}${o.ranges?.score ? ` likely ${o.ranges.score.low}–${o.ranges.score.high}` : ''}`
    : ` - (not scored: ${o.missing.join(', ')} missing)`;

export const verdict = (pass: boolean): string => (pass ? 'PASS' : 'MISS');
