import type { NioshDuration } from './codes';
import { zeroMultipliers } from './end';
import { nioshFm } from './frequency';
import type { NioshCliTerm, NioshSubtaskResult, NioshUndefined } from './types';

/** STLI values equal up to float noise count as a tie. */
function sameIndex(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Order of decreasing physical stress (Applications Manual §2.4.5): decreasing STLI, an undefined STLI
 * (limit 0) first. Ties: the higher frequency first (the manual's rule in its Example 7, as quoted
 * from the 2021 reprint), then the input order.
 */
export function byStress(a: NioshSubtaskResult, b: NioshSubtaskResult): number {
  if (!sameIndex(a.stli, b.stli)) return (b.stli ?? Infinity) - (a.stli ?? Infinity);
  if (a.frequency_per_min !== b.frequency_per_min) return b.frequency_per_min - a.frequency_per_min;
  return a.subtask - b.subtask;
}

export interface CompositeIndex {
  cli: number | null;
  undefined: NioshUndefined | null;
  terms: NioshCliTerm[];
}

/** A sub-task whose limit is 0 even without FM: its FILI, and so the CLI, is not defined. */
function firwlZero(s: NioshSubtaskResult): NioshUndefined {
  const end = s.governing_end === 'destination' && s.destination ? s.destination : s.origin;
  return {
    reason: 'firwl_zero',
    zero_multipliers: zeroMultipliers(end.multipliers, ['FM']),
    subtask: s.subtask,
  };
}

const fmZero = (liftsPerMin: number): NioshUndefined => ({
  reason: 'fm_zero',
  zero_multipliers: ['FM'],
  lifts_per_min: liftsPerMin,
});

/**
 * CLI = STLI_1 + Σ_{i≥2} FILI_i × (1/FM_1..i − 1/FM_1..i−1) over the sub-tasks ranked by decreasing
 * STLI (Waters et al. 1993; Applications Manual §2.4.5). FM_1..i is Table 5's multiplier for the summed
 * frequency of the sub-tasks ranked 1..i and the job's duration. Its column (V < 75 or ≥ 75 cm) is the
 * one of sub-task i's origin, for both FMs of the i-th term, because that term scales sub-task i's
 * FILI; STLI_1 uses sub-task 1's own. (The manual says only that the FMs follow "the sum of the
 * frequencies ..., the vertical height and the duration"; see README "NIOSH lifting equation".)
 * A FIRWL of 0 or an FM of 0 leaves the CLI undefined: null and the reason, never Infinity.
 */
export function compositeIndex(
  ranked: readonly NioshSubtaskResult[],
  duration: NioshDuration,
): CompositeIndex {
  const terms: NioshCliTerm[] = [];
  const first = ranked[0];
  if (!first) throw new RangeError('niosh job: no sub-task');
  const zero = ranked.find((s) => s.fili === null);
  if (zero) return { cli: null, undefined: firwlZero(zero), terms };
  if (first.stli === null) return { cli: null, undefined: fmZero(first.frequency_per_min), terms };
  let before = first.frequency_per_min;
  let cli = first.stli;
  for (const s of ranked.slice(1)) {
    const all = before + s.frequency_per_min;
    const fm = nioshFm(all, duration, s.v_origin_cm).value;
    const fmBefore = nioshFm(before, duration, s.v_origin_cm).value;
    // within a column FM never rises with the rate: fmBefore ≥ fm, so fm is the one that can be 0
    if (fm === 0) return { cli: null, undefined: fmZero(all), terms };
    const fili = s.fili ?? 0; // not null: checked above
    const increment = fili * (1 / fm - 1 / fmBefore);
    terms.push({
      rank: s.rank,
      subtask: s.subtask,
      lifts_per_min: all,
      lifts_per_min_before: before,
      fm,
      fm_before: fmBefore,
      fili,
      increment,
    });
    cli += increment;
    before = all;
  }
  return { cli, undefined: null, terms };
}
