import { checkFrame, PostureReader, type MeasuredSource } from '../core/posture-read';
import { angleStep, ruleStep, type ScoreStep } from '../core/step';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture, Side } from '../posture';
import {
  rebaKneeFromAngle,
  rebaLowerArmFromAngle,
  rebaNeckFromAngle,
  rebaTrunkFromAngle,
  rebaUpperArmFromAngle,
  rebaWristFromAngle,
} from './angle-rules';
import { rebaTableB } from './tables';
import type { RebaWorksheetInput } from './types';

/** What the assessment states once for the task (SPEC §3 REBA inputs); the video cannot see these. */
export type RebaTaskInputs = Pick<RebaWorksheetInput, 'load' | 'shock' | 'coupling' | 'activity'>;

export interface PostureDerivation<I> {
  /** the worksheet input derived from the frame, or null when a needed part is missing */
  input: I | null;
  /** which measured value (and side) produced each item */
  measured: Record<string, MeasuredSource>;
  /** parts whose base angle is unmeasured or below the confidence minimum: the frame is unscorable */
  missing: string[];
  /** adjustment flags that could not be measured and were taken as absent */
  assumed: string[];
  /** explanation of each derived box */
  steps: ScoreStep[];
}

interface ArmSide {
  side: Side;
  upper: 1 | 2 | 3 | 4;
  lower: 1 | 2;
  wrist: 1 | 2;
  abducted: boolean;
  raised: boolean;
  deviated: boolean;
  tableB: number;
  partSum: number;
  steps: ScoreStep[];
  measured: Record<string, MeasuredSource>;
  assumed: string[];
}

function armSide(
  r: PostureReader,
  side: Side,
  o: ReturnType<typeof resolveVideoOptions>,
): ArmSide | null {
  const ua = r.sided(side, 'upper_arm_flexion');
  const el = r.sided(side, 'elbow_flexion');
  const wr = r.sided(side, 'wrist_flexion');
  if (!ua || !el) return null;
  const steps: ScoreStep[] = [];
  const measured: Record<string, MeasuredSource> = { upper_arm: ua, lower_arm: el };
  if (wr) measured.wrist = wr;
  const assumed: string[] = [];
  const upper = rebaUpperArmFromAngle(ua.value);
  steps.push(
    angleStep(
      'reba.derive.upper_arm',
      'part.upper_arm',
      `rule.reba.upper_arm.${upper}`,
      ua.value,
      side,
      upper,
    ),
  );
  const lower = rebaLowerArmFromAngle(el.value);
  steps.push(
    angleStep(
      'reba.derive.lower_arm',
      'part.lower_arm',
      `rule.reba.lower_arm.${lower}`,
      el.value,
      side,
      lower,
    ),
  );
  // A hand BlazePose cannot see (its three hand points) takes the wrist as straight, marked as
  // assumed like an unmeasured adjustment, instead of leaving the whole arm unscored: the hand
  // points are the least reliable landmarks (a wrist already scores 2 only when bent > 45° by
  // default), and an arm whose shoulder and elbow are measured still carries most of Table B.
  let wrist: 1 | 2 = 1;
  if (wr) {
    wrist = rebaWristFromAngle(wr.value, o.wristBentDeg);
    steps.push(
      angleStep(
        'reba.derive.wrist',
        'part.wrist',
        `rule.reba.wrist.${wrist}`,
        wr.value,
        side,
        wrist,
      ),
    );
  } else {
    assumed.push(`${side}.wrist_flexion`);
    steps.push(ruleStep('reba.derive.wrist', 'part.wrist', 'rule.wrist_assumed_straight', 1));
  }
  const flag = (
    key: 'upper_arm_abduction' | 'shoulder_elevation' | 'wrist_deviation',
    limit: number,
    ruleKey: string,
    part: string,
  ): boolean => {
    const m = r.sided(side, key);
    if (!m) {
      assumed.push(`${side}.${key}`);
      return false;
    }
    measured[`${part}.${key}`] = m;
    const on = Math.abs(m.value) > limit;
    if (on)
      steps.push(angleStep(`reba.derive.${key}`, `part.${part}`, ruleKey, m.value, side, true));
    return on;
  };
  const abducted = flag(
    'upper_arm_abduction',
    o.abductionDeg,
    'adj.abducted_or_rotated',
    'upper_arm',
  );
  const raised = flag(
    'shoulder_elevation',
    o.shoulderRaisedDeg,
    'adj.shoulder_raised',
    'upper_arm',
  );
  const deviated = flag(
    'wrist_deviation',
    o.wristDeviationDeg,
    'adj.wrist_deviated_or_twisted',
    'wrist',
  );
  const upperAdj = Math.min(
    6,
    Math.max(1, upper + (abducted ? 1 : 0) + (raised ? 1 : 0) - (o.armSupported ? 1 : 0)),
  );
  const wristAdj = Math.min(3, wrist + (deviated ? 1 : 0));
  const tableB = rebaTableB(upperAdj, lower, wristAdj);
  return {
    side,
    upper,
    lower,
    wrist,
    abducted,
    raised,
    deviated,
    tableB,
    partSum: upperAdj + lower + wristAdj,
    steps,
    measured,
    assumed,
  };
}

/** The worse arm: higher Table B, then higher sum of part scores, then the right side. */
export function worseArm<T extends { side: Side; tableB: number; partSum: number }>(
  a: T | null,
  b: T | null,
): T | null {
  if (!a) return b;
  if (!b) return a;
  if (a.tableB !== b.tableB) return a.tableB > b.tableB ? a : b;
  if (a.partSum !== b.partSum) return a.partSum > b.partSum ? a : b;
  return a.side === 'right' ? a : b;
}

/**
 * REBA worksheet boxes from one frame's measured angles. Arms come from the worse side; a part whose
 * angle is unmeasured is reported in `missing` (never scored as neutral).
 */
export function rebaInputFromPosture(
  frame: FramePosture,
  task: RebaTaskInputs,
  options?: VideoOptions,
): PostureDerivation<RebaWorksheetInput> {
  checkFrame(frame);
  const o = resolveVideoOptions(options);
  const r = new PostureReader(frame, o.minConfidence);
  const steps: ScoreStep[] = [];
  const measured: Record<string, MeasuredSource> = {};
  const missing: string[] = [];
  const assumed: string[] = [];
  if (!frame.personFound) return { input: null, measured, missing: ['person'], assumed, steps };

  const flagAxial = (
    key: 'neck_twist' | 'neck_side_bend' | 'trunk_twist' | 'trunk_side_bend',
    limit: number,
    part: string,
    ruleKey: string,
  ): boolean => {
    const m = r.axial(key);
    if (!m) {
      assumed.push(key);
      return false;
    }
    measured[key] = m;
    const on = Math.abs(m.value) > limit;
    if (on)
      steps.push(angleStep(`reba.derive.${key}`, `part.${part}`, ruleKey, m.value, null, true));
    return on;
  };

  const neckM = r.axial('neck_flexion');
  let neck: 1 | 2 = 1;
  if (neckM) {
    measured.neck = neckM;
    neck = rebaNeckFromAngle(neckM.value, o.neckExtensionToleranceDeg);
    steps.push(
      angleStep('reba.derive.neck', 'part.neck', `rule.reba.neck.${neck}`, neckM.value, null, neck),
    );
  } else missing.push('neck');
  const neckTwisted = flagAxial('neck_twist', o.twistDeg, 'neck', 'adj.twisted');
  const neckSide = flagAxial('neck_side_bend', o.sideBendDeg, 'neck', 'adj.side_bent');

  const trunkM = r.axial('trunk_flexion');
  let trunk: 1 | 2 | 3 | 4 = 1;
  if (trunkM) {
    measured.trunk = trunkM;
    trunk = rebaTrunkFromAngle(trunkM.value, o.uprightToleranceDeg);
    steps.push(
      angleStep(
        'reba.derive.trunk',
        'part.trunk',
        `rule.reba.trunk.${trunk}`,
        trunkM.value,
        null,
        trunk,
      ),
    );
  } else missing.push('trunk');
  const trunkTwisted = flagAxial('trunk_twist', o.twistDeg, 'trunk', 'adj.twisted');
  const trunkSide = flagAxial('trunk_side_bend', o.sideBendDeg, 'trunk', 'adj.side_bent');

  let legs: 1 | 2 = 1;
  let knee: RebaWorksheetInput['knee_flexion'] = 'NONE';
  if (o.seated) {
    steps.push(ruleStep('reba.derive.leg', 'part.leg', 'rule.seated_stated', 1));
  } else {
    const feet = r.measure('foot_height_difference');
    if (feet) {
      measured.leg = feet;
      legs = Math.abs(feet.value) > o.oneLegSupportM ? 2 : 1;
      steps.push({
        id: 'reba.derive.leg',
        key: 'explain.length',
        params: {
          part_key: 'part.leg',
          rule_key: `rule.reba.legs.${legs}`,
          metres: Math.round(feet.value * 100) / 100,
        },
        value: legs,
      });
    } else {
      // Feet BlazePose cannot see (the far foot in a side view, a foot behind a load) cannot show
      // one leg raised: both feet are taken as bearing weight, REBA's usual case, and marked as
      // assumed. The knee angle below is still required.
      assumed.push('foot_height_difference');
      steps.push(ruleStep('reba.derive.leg', 'part.leg', 'rule.feet_assumed_on_ground', 1));
    }
    const kneeM = r.maxOfSides('knee_flexion');
    if (kneeM) {
      measured.knee = kneeM;
      knee = rebaKneeFromAngle(kneeM.value);
      steps.push(
        angleStep(
          'reba.derive.knee',
          'part.leg',
          `rule.reba.knee.${knee}`,
          kneeM.value,
          kneeM.side ?? null,
          knee === 'NONE' ? 0 : knee === 'BETWEEN_30_AND_60' ? 1 : 2,
        ),
      );
    } else missing.push('knee');
  }

  const arm = worseArm(armSide(r, 'left', o), armSide(r, 'right', o));
  if (arm) {
    steps.push({
      id: 'reba.derive.arm_side',
      key: 'explain.worse_side',
      params: { side_key: `side.${arm.side}`, table_b: arm.tableB },
      value: arm.side,
    });
    steps.push(...arm.steps);
    Object.assign(measured, arm.measured);
    assumed.push(...arm.assumed);
  } else missing.push('upper_arm', 'lower_arm', 'wrist');
  if (o.armSupported)
    steps.push(
      ruleStep('reba.derive.arm_supported', 'part.upper_arm', 'rule.arm_supported_stated', -1),
    );

  if (missing.length > 0 || !arm) return { input: null, measured, missing, assumed, steps };
  const input: RebaWorksheetInput = {
    neck_position: neck,
    neck_twisted: neckTwisted,
    neck_side_bent: neckSide,
    trunk_position: trunk,
    trunk_twisted: trunkTwisted,
    trunk_side_bent: trunkSide,
    legs_position: legs,
    knee_flexion: knee,
    seated: o.seated,
    upper_arm_position: arm.upper,
    shoulder_raised: arm.raised,
    upper_arm_abducted: arm.abducted,
    arm_supported: o.armSupported,
    lower_arm_position: arm.lower,
    wrist_position: arm.wrist,
    wrist_deviated: arm.deviated,
    ...task,
  };
  return { input, measured, missing, assumed, steps };
}
