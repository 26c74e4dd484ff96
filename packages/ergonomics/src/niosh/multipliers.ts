import { NIOSH_COUPLING_MULTIPLIER } from '../wisha/tables';
import type { NioshCouplingCode, NioshFactor } from './codes';
import { NIOSH_LIMITS } from './tables';

/*
 * The multipliers of the revised equation, metric form (Waters et al. 1993; Applications Manual 1994,
 * §1.3). Each is computed from its formula at full precision, as the manual asks ("each multiplier
 * should be computed from the appropriate formula"); Tables 1-4 are the same formulas rounded to two
 * decimals and are not used. The caller has checked that the inputs are finite and not negative.
 */

const { h, v, d, a } = NIOSH_LIMITS;

/** HM = 25/H. H below 25 cm counts as 25 cm (HM 1); H beyond 63 cm is out of reach: HM 0. */
export function nioshHm(hCm: number): NioshFactor<'HM'> {
  if (hCm < h.min) return { value: 1, reason: 'h_below_25' };
  if (hCm > h.max) return { value: 0, reason: 'h_above_63' };
  return { value: h.min / hCm, reason: 'formula' };
}

/** VM = 1 − 0.003·|V − 75|, from the floor (V 0, VM 0.775) to 175 cm; above 175 cm VM 0. */
export function nioshVm(vCm: number): NioshFactor<'VM'> {
  if (vCm > v.max) return { value: 0, reason: 'v_above_175' };
  return { value: 1 - v.slope * Math.abs(vCm - v.optimum), reason: 'formula' };
}

/** DM = 0.82 + 4.5/D. D below 25 cm counts as 25 cm (DM 1); D beyond 175 cm: DM 0. */
export function nioshDm(dCm: number): NioshFactor<'DM'> {
  if (dCm < d.min) return { value: 1, reason: 'd_below_25' };
  if (dCm > d.max) return { value: 0, reason: 'd_above_175' };
  return { value: d.base + d.numerator / dCm, reason: 'formula' };
}

/** AM = 1 − 0.0032·A; A beyond 135° gives AM 0 ("a RWL of zero, or no load", §1.3.4). */
export function nioshAm(aDeg: number): NioshFactor<'AM'> {
  if (aDeg > a.max) return { value: 0, reason: 'a_above_135' };
  return { value: 1 - a.slope * aDeg, reason: 'formula' };
}

/**
 * CM from Table 7: good 1.00; fair 0.95 with the hands below 75 cm, 1.00 at 75 cm or higher; poor 0.90.
 * V is the hand height at the end being scored: Table 7 names no end, and the manual's Example 4
 * worksheet (as transcribed in a secondary reading, not seen here) has 0.95 at a low origin and 1.00
 * at a high destination for the same fair coupling.
 */
export function nioshCm(coupling: NioshCouplingCode, vCm: number): NioshFactor<'CM'> {
  const below = vCm < NIOSH_LIMITS.vSplit;
  if (coupling === 'GOOD') return { value: NIOSH_COUPLING_MULTIPLIER.good.below75, reason: 'good' };
  if (coupling === 'POOR') return { value: NIOSH_COUPLING_MULTIPLIER.poor.below75, reason: 'poor' };
  return below
    ? { value: NIOSH_COUPLING_MULTIPLIER.fair.below75, reason: 'fair_v_below_75' }
    : { value: NIOSH_COUPLING_MULTIPLIER.fair.atOrAbove75, reason: 'fair_v_at_or_above_75' };
}
