import type { ScoreStep } from '../core/step';
import type { NioshCouplingCode, NioshDuration } from './codes';
import {
  governingEnd,
  lowerFirwlEnd,
  scoreEnd,
  verdictOf,
  weakestOf,
  zeroMultipliers,
} from './end';
import { nioshFm } from './frequency';
import {
  governingStep,
  indexStep,
  limitStep,
  multiplierSteps,
  nioshBandStep,
  r4,
  type FmContext,
  type StepScope,
} from './steps';
import type { NioshEndResult, NioshTaskResult, NioshUndefined } from './types';
import { readNioshTask, type NioshHandLocation, type NioshTaskInput } from './validate';

/** A lift as both procedures score it. */
export interface LiftInput {
  loadKg: number;
  loadMaxKg: number;
  liftsPerMin: number;
  duration: NioshDuration;
  coupling: NioshCouplingCode;
  origin: NioshHandLocation;
  destination: NioshHandLocation;
  significantControl: boolean;
}

/**
 * A lift's ends with their multiplier steps: the origin always, the destination with significant
 * control. D = |V destination − V origin|; FM is read once, with V at the origin, for both ends.
 */
export function scoreLift(steps: ScoreStep[], task: StepScope, i: LiftInput) {
  const dCm = Math.abs(i.destination.v_cm - i.origin.v_cm);
  const fmContext: FmContext = {
    liftsPerMin: i.liftsPerMin,
    duration: i.duration,
    vOriginCm: i.origin.v_cm,
  };
  const fm = nioshFm(i.liftsPerMin, i.duration, i.origin.v_cm);
  const common = { dCm, fm, coupling: i.coupling, loadKg: i.loadKg, loadMaxKg: i.loadMaxKg };
  const origin = scoreEnd({ ...common, end: 'origin', location: i.origin });
  multiplierSteps(steps, task, origin, i.origin, dCm, fmContext);
  let destination: NioshEndResult | null = null;
  if (i.significantControl) {
    destination = scoreEnd({ ...common, end: 'destination', location: i.destination });
    multiplierSteps(steps, task, destination, i.destination, dCm, fmContext);
  }
  const governing = governingEnd(origin, destination);
  if (destination) steps.push(governingStep(task, governing));
  return { dCm, origin, destination, governing };
}

/** Why an end's index is not defined: its limit is 0 because of these multipliers. */
export function undefinedIndex(
  end: NioshEndResult,
  reason: 'rwl_zero' | 'firwl_zero',
): NioshUndefined {
  return {
    reason,
    zero_multipliers: zeroMultipliers(end.multipliers, reason === 'firwl_zero' ? ['FM'] : []),
  };
}

/** The reason text of an index with a limit of 0, naming the first multiplier at 0. */
export function zeroReason(end: NioshEndResult, reason: 'rwl_zero' | 'firwl_zero') {
  const u = undefinedIndex(end, reason);
  return { reasonKey: `reason.niosh.${reason}`, params: { factor: u.zero_multipliers[0] ?? '' } };
}

/**
 * Revised NIOSH Lifting Equation, single-task procedure (Waters et al. 1993; Applications Manual
 * 1994, §2.3): RWL = 23 kg × HM × VM × DM × AM × FM × CM at the origin, and at the destination when the
 * load needs significant control there; LI = load / RWL, the larger (lower RWL) governs. Also the
 * frequency-independent FIRWL (FM = 1) and FILI, the band of the LI and the weakest multiplier.
 */
export function scoreNioshTask(raw: NioshTaskInput): NioshTaskResult {
  const i = readNioshTask(raw);
  const steps: ScoreStep[] = [];
  const lift = scoreLift(steps, null, {
    loadKg: i.load_kg,
    loadMaxKg: i.load_kg,
    liftsPerMin: i.frequency_per_min,
    duration: i.duration,
    coupling: i.coupling,
    origin: i.origin,
    destination: i.destination,
    significantControl: i.significant_control,
  });
  for (const end of lift.destination ? [lift.origin, lift.destination] : [lift.origin]) {
    const e = end.end;
    steps.push(limitStep(`niosh.${e}.rwl`, null, `score.niosh.rwl.${e}`, end, true));
    const zero = zeroReason(end, 'rwl_zero');
    steps.push(
      indexStep(`niosh.${e}.li`, null, `score.niosh.li.${e}`, i.load_kg, end.rwl_kg, zero),
    );
  }
  const g = lift.governing;
  // FM is the same at both ends, so this is g unless FM is 0 (both limits 0, FIRWLs may differ)
  const f = lowerFirwlEnd(lift.origin, lift.destination);
  steps.push(limitStep('niosh.firwl', null, `score.niosh.firwl.${f.end}`, f, false));
  const fZero = zeroReason(f, 'firwl_zero');
  steps.push(
    indexStep('niosh.fili', null, `score.niosh.fili.${f.end}`, i.load_kg, f.firwl_kg, fZero),
  );
  const weakest = weakestOf(g.multipliers);
  steps.push({
    id: 'niosh.weakest',
    key: 'explain.niosh.weakest',
    params: {
      end_key: `end.niosh.${g.end}`,
      part_key: `part.niosh.${weakest.multiplier.toLowerCase()}`,
    },
    value: r4(weakest.value),
  });
  const verdict = verdictOf(g.lifting_index);
  steps.push(nioshBandStep(g.lifting_index, verdict.band));
  return {
    load_kg: i.load_kg,
    d_cm: lift.dCm,
    origin: lift.origin,
    destination: lift.destination,
    governing_end: g.end,
    rwl_kg: g.rwl_kg,
    firwl_kg: f.firwl_kg,
    lifting_index: g.lifting_index,
    lifting_index_undefined: g.lifting_index === null ? undefinedIndex(g, 'rwl_zero') : null,
    fili: f.fili,
    ...verdict,
    weakest,
    steps,
  };
}
