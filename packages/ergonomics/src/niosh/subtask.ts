import type { ScoreStep } from '../core/step';
import type { NioshDuration } from './codes';
import { lowerFirwlEnd } from './end';
import { indexStep, limitStep, productStep, r3, stepPrefix } from './steps';
import { scoreLift, zeroReason } from './task';
import type { NioshSubtaskResult } from './types';
import type { CheckedSubtask } from './validate';

/**
 * A sub-task of a job, scored alone (Applications Manual §2.4.1–2.4.4): FIRWL (FM = 1), STRWL =
 * FIRWL × FM for its own frequency, FILI = maximum load / FIRWL, STLI = average load / STRWL. With
 * significant control the end with the lower FIRWL governs; FM is shared by the ends, so its STRWL is
 * the lower one too.
 */
export function scoreSubtask(
  steps: ScoreStep[],
  n: number,
  s: CheckedSubtask,
  duration: NioshDuration,
): NioshSubtaskResult {
  const prefix = stepPrefix(n);
  const lift = scoreLift(steps, n, {
    loadKg: s.load_kg,
    loadMaxKg: s.load_max_kg,
    liftsPerMin: s.frequency_per_min,
    duration,
    coupling: s.coupling,
    origin: s.origin,
    destination: s.destination,
    significantControl: s.significant_control,
  });
  const f = lowerFirwlEnd(lift.origin, lift.destination);
  const fm = f.multipliers.FM.value;
  const strwl = f.firwl_kg * fm;
  const strwlTerms = `${r3(f.firwl_kg)} kg × ${r3(fm)}`;
  steps.push(
    limitStep(`${prefix}.firwl`, n, `score.niosh.firwl.${f.end}`, f, false),
    productStep(`${prefix}.strwl`, n, 'score.niosh.strwl', strwlTerms, strwl),
    indexStep(
      `${prefix}.fili`,
      n,
      `score.niosh.fili.${f.end}`,
      s.load_max_kg,
      f.firwl_kg,
      zeroReason(f, 'firwl_zero'),
    ),
    indexStep(`${prefix}.stli`, n, 'score.niosh.stli', s.load_kg, strwl, zeroReason(f, 'rwl_zero')),
  );
  return {
    subtask: n,
    rank: 0, // set once the job's sub-tasks are ordered
    load_kg: s.load_kg,
    load_max_kg: s.load_max_kg,
    frequency_per_min: s.frequency_per_min,
    v_origin_cm: s.origin.v_cm,
    d_cm: lift.dCm,
    origin: lift.origin,
    destination: lift.destination,
    governing_end: f.end,
    firwl_kg: f.firwl_kg,
    fm,
    strwl_kg: strwl,
    fili: f.fili,
    stli: strwl > 0 ? s.load_kg / strwl : null,
  };
}
