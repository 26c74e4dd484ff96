import type { HeatLevel, RiskLevel } from '../bands/risk-levels';
import type { ScoreStep } from '../core/step';
import type { NioshLiBand } from '../wisha/tables';
import type {
  NioshDuration,
  NioshEnd,
  NioshFactor,
  NioshMultiplierName,
  NioshUndefinedReason,
} from './codes';
import type { NioshFrequencyFactor } from './frequency';

export interface NioshMultipliers {
  HM: NioshFactor<'HM'>;
  VM: NioshFactor<'VM'>;
  DM: NioshFactor<'DM'>;
  AM: NioshFactor<'AM'>;
  /** read with V at the origin, so the same at both ends */
  FM: NioshFrequencyFactor;
  CM: NioshFactor<'CM'>;
}

/** One end of a lift, scored. Weights in kg, at full precision (no rounding). */
export interface NioshEndResult {
  end: NioshEnd;
  multipliers: NioshMultipliers;
  /** recommended weight limit, 23 kg × HM × VM × DM × AM × FM × CM */
  rwl_kg: number;
  /** the same limit with FM = 1 (frequency-independent) */
  firwl_kg: number;
  /** load / RWL; null when the RWL is 0 */
  lifting_index: number | null;
  /** load (the maximum load in a job) / FIRWL; null when the FIRWL is 0 */
  fili: number | null;
}

/** Why an index is null, and which multipliers made its limit 0. */
export interface NioshUndefined {
  reason: NioshUndefinedReason;
  zero_multipliers: NioshMultiplierName[];
  /** the sub-task (1-based, input order) the reason is about, in a job */
  subtask?: number;
  /** the summed frequency whose FM is 0, in a job */
  lifts_per_min?: number;
}

/** The smallest multiplier at the governing end: what to improve first. */
export interface NioshWeakest {
  multiplier: NioshMultiplierName;
  value: number;
}

export interface NioshTaskResult {
  load_kg: number;
  /** vertical travel distance |V destination − V origin|, cm */
  d_cm: number;
  origin: NioshEndResult;
  /** scored only with significant control at the destination; else null */
  destination: NioshEndResult | null;
  /** the end with the lower limit (the higher index); the origin on a tie */
  governing_end: NioshEnd;
  rwl_kg: number;
  /** the lower FIRWL of the ends (the governing end's, unless FM is 0) */
  firwl_kg: number;
  /** the governing (larger) lifting index; null when its limit is 0 */
  lifting_index: number | null;
  lifting_index_undefined: NioshUndefined | null;
  /** load / the lower FIRWL; null when that FIRWL is 0 */
  fili: number | null;
  /** ≤ 1 nominal, 1 < LI ≤ 3 increased, > 3 high; null when the index is not defined */
  band: NioshLiBand | null;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  weakest: NioshWeakest;
  steps: ScoreStep[];
}

/** One sub-task of a job: its single-task indexes (Applications Manual §2.4.1–2.4.4). */
export interface NioshSubtaskResult {
  /** 1-based position in the input */
  subtask: number;
  /** 1-based position after ordering by decreasing STLI */
  rank: number;
  load_kg: number;
  load_max_kg: number;
  frequency_per_min: number;
  /** hand height at the origin, cm: it picks Table 5's column for this sub-task's FMs */
  v_origin_cm: number;
  d_cm: number;
  origin: NioshEndResult;
  destination: NioshEndResult | null;
  /** the end with the lower FIRWL (and so the lower STRWL) */
  governing_end: NioshEnd;
  /** FIRWL of the governing end */
  firwl_kg: number;
  /** FM for the sub-task's own frequency (V at its origin) */
  fm: number;
  /** FIRWL × FM */
  strwl_kg: number;
  /** maximum load / FIRWL; null when the FIRWL is 0 */
  fili: number | null;
  /** average load / STRWL; null when the STRWL is 0 */
  stli: number | null;
}

/** One term of the composite index: FILI_i × (1/FM_1..i − 1/FM_1..i−1). */
export interface NioshCliTerm {
  rank: number;
  subtask: number;
  /** summed frequency of the sub-tasks ranked 1..i, and of 1..i−1 */
  lifts_per_min: number;
  lifts_per_min_before: number;
  fm: number;
  fm_before: number;
  fili: number;
  increment: number;
}

export interface NioshJobResult {
  duration: NioshDuration;
  /** in input order */
  subtasks: NioshSubtaskResult[];
  /** sub-task numbers (1-based, input order) by decreasing STLI */
  order: number[];
  /** STLI_1 + Σ terms; null when an FM or a FIRWL it needs is 0 */
  cli: number | null;
  cli_undefined: NioshUndefined | null;
  terms: NioshCliTerm[];
  band: NioshLiBand | null;
  risk_level: RiskLevel;
  heat_level: HeatLevel;
  steps: ScoreStep[];
}
