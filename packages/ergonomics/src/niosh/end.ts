import { heatLevelOf, type HeatLevel, type RiskLevel } from '../bands/risk-levels';
import { nioshLiBand, type NioshLiBand } from '../wisha/tables';
import {
  NIOSH_MULTIPLIERS,
  type NioshCouplingCode,
  type NioshEnd,
  type NioshMultiplierName,
} from './codes';
import type { NioshFrequencyFactor } from './frequency';
import { nioshAm, nioshCm, nioshDm, nioshHm, nioshVm } from './multipliers';
import { NIOSH_LOAD_CONSTANT_KG } from './tables';
import type { NioshEndResult, NioshMultipliers, NioshWeakest } from './types';
import type { NioshHandLocation } from './validate';

export interface EndInput {
  end: NioshEnd;
  location: NioshHandLocation;
  dCm: number;
  /** FM is read once, with V at the origin, and shared by both ends */
  fm: NioshFrequencyFactor;
  coupling: NioshCouplingCode;
  /** the load the lifting index divides (the average load in a job) */
  loadKg: number;
  /** the load the FILI divides (the maximum load in a job) */
  loadMaxKg: number;
}

/** One end of the lift: its six multipliers, its limits with and without FM, and its indexes. */
export function scoreEnd(i: EndInput): NioshEndResult {
  const multipliers: NioshMultipliers = {
    HM: nioshHm(i.location.h_cm),
    VM: nioshVm(i.location.v_cm),
    DM: nioshDm(i.dCm),
    AM: nioshAm(i.location.a_deg),
    FM: i.fm,
    CM: nioshCm(i.coupling, i.location.v_cm),
  };
  const { HM, VM, DM, AM, FM, CM } = multipliers;
  const firwl = NIOSH_LOAD_CONSTANT_KG * HM.value * VM.value * DM.value * AM.value * CM.value;
  const rwl = firwl * FM.value;
  return {
    end: i.end,
    multipliers,
    rwl_kg: rwl,
    firwl_kg: firwl,
    // a limit of 0 admits no load: the index is not a number, so it is null (never Infinity or NaN)
    lifting_index: rwl > 0 ? i.loadKg / rwl : null,
    fili: firwl > 0 ? i.loadMaxKg / firwl : null,
  };
}

/** The end with the lower limit governs (Applications Manual §2.3: "the lower of the two values"). */
export function governingEnd(origin: NioshEndResult, destination: NioshEndResult | null) {
  return destination && destination.rwl_kg < origin.rwl_kg ? destination : origin;
}

/** The end with the lower frequency-independent limit: the FILI's (and a sub-task's STRWL's) end. */
export function lowerFirwlEnd(origin: NioshEndResult, destination: NioshEndResult | null) {
  return destination && destination.firwl_kg < origin.firwl_kg ? destination : origin;
}

/** The multipliers at 0 (those that make the limit 0), in the equation's order. */
export function zeroMultipliers(
  m: NioshMultipliers,
  skip: readonly NioshMultiplierName[] = [],
): NioshMultiplierName[] {
  return NIOSH_MULTIPLIERS.filter((name) => !skip.includes(name) && m[name].value === 0);
}

/** The smallest multiplier; on a tie the first in the equation's order (HM, VM, DM, AM, FM, CM). */
export function weakestOf(m: NioshMultipliers): NioshWeakest {
  let best: NioshWeakest = { multiplier: 'HM', value: m.HM.value };
  for (const name of NIOSH_MULTIPLIERS)
    if (m[name].value < best.value) best = { multiplier: name, value: m[name].value };
  return best;
}

/** 1e-9 absorbs float noise so that a load equal to its limit reads as LI 1 (nominal), not above it. */
const forBand = (li: number): number => Math.round(li * 1e9) / 1e9;

/**
 * The band of an index and the package's risk level for it, as WISHA maps the same NIOSH bands:
 * nominal → low, increased → high, high → very high; an undefined index (limit 0) → very high.
 */
export function verdictOf(li: number | null): {
  band: NioshLiBand | null;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
} {
  const band = li === null ? null : nioshLiBand(forBand(li));
  const risk: RiskLevel = band === 'nominal' ? 'low' : band === 'increased' ? 'high' : 'very_high';
  return { band, risk_level: risk, heat_level: heatLevelOf(risk) };
}
