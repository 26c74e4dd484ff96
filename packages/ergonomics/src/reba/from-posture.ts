import { armsToScore, kneeToScore, sideChoiceStep, type ArmReading } from '../core/part-read';
import { checkFrame, PostureReader, type MeasuredSource } from '../core/posture-read';
import { readSeated, type SeatedInput, type SeatedReading } from '../core/seated';
import { angleStep, flagCut, ruleStep, videoCut, type ScoreStep } from '../core/step';
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

/**
 * What the assessment states once for the task (SPEC §3 REBA inputs), which the video cannot see,
 * and whether the worker sits (`AUTO`, the default: detected frame by frame).
 */
export type RebaTaskInputs = Pick<
  RebaWorksheetInput,
  'load' | 'shock' | 'coupling' | 'activity'
> & {
  seated?: SeatedInput;
};

export interface PostureDerivation<I> {
  /** the worksheet input derived from the frame, or null when a needed part is missing */
  input: I | null;
  /** which measured value (and side) produced each item */
  measured: Record<string, MeasuredSource>;
  /** what the frame lacks to be scored at all (no person, no trunk): the frame is unscorable */
  missing: string[];
  /**
   * what could not be measured and was taken as its usual value: adjustment flags read with low
   * confidence or not at all (taken as absent), parts out of the picture (taken as neutral)
   */
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
  reading: ArmReading,
  o: ReturnType<typeof resolveVideoOptions>,
): ArmSide {
  const { side, upper: ua, elbow: el, wrist: wr } = reading;
  const steps: ScoreStep[] = [];
  const measured: Record<string, MeasuredSource> = { upper_arm: ua };
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
      ua,
    ),
  );
  // A forearm out of the picture is taken as the lower arm's neutral box, marked as assumed.
  let lower: 1 | 2 = 1;
  if (el) {
    measured.lower_arm = el;
    lower = rebaLowerArmFromAngle(el.value);
    steps.push(
      angleStep(
        'reba.derive.lower_arm',
        'part.lower_arm',
        `rule.reba.lower_arm.${lower}`,
        el.value,
        side,
        lower,
        el,
      ),
    );
  } else {
    assumed.push(`${side}.elbow_flexion`);
    steps.push(ruleStep('reba.derive.lower_arm', 'part.lower_arm', 'rule.lower_arm_assumed', 1));
  }
  // A hand out of the picture takes the wrist as straight, marked as assumed like an unmeasured
  // adjustment, instead of leaving the whole arm unscored: the hand points are the least reliable
  // landmarks (a wrist already scores 2 only when bent > 45° by default), and an arm whose
  // shoulder and elbow are measured still carries most of Table B.
  let wrist: 1 | 2 = 1;
  if (wr) {
    measured.wrist = wr;
    wrist = rebaWristFromAngle(wr.value, o.wristBentDeg);
    const cut = videoCut(`rule.reba.wrist.${wrist}`, {
      applied: Math.max(15, o.wristBentDeg),
      worksheet: 15,
    });
    steps.push(
      angleStep(
        'reba.derive.wrist',
        'part.wrist',
        cut.ruleKey,
        wr.value,
        side,
        wrist,
        wr,
        cut.extra,
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
    const cut = flagCut(ruleKey, limit);
    if (on)
      steps.push(
        angleStep(
          `reba.derive.${key}`,
          `part.${part}`,
          cut.ruleKey,
          m.value,
          side,
          true,
          undefined,
          cut.extra,
        ),
      );
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

/** The arm out of the picture on both sides: every box at its neutral value, marked as assumed. */
function assumedArm(): ArmSide {
  return {
    side: 'right',
    upper: 1,
    lower: 1,
    wrist: 1,
    abducted: false,
    raised: false,
    deviated: false,
    tableB: rebaTableB(1, 1, 1),
    partSum: 3,
    steps: [
      ruleStep('reba.derive.upper_arm', 'part.upper_arm', 'rule.upper_arm_assumed', 1),
      ruleStep('reba.derive.lower_arm', 'part.lower_arm', 'rule.lower_arm_assumed', 1),
      ruleStep('reba.derive.wrist', 'part.wrist', 'rule.wrist_assumed_straight', 1),
    ],
    measured: {},
    assumed: ['upper_arm_flexion', 'elbow_flexion', 'wrist_flexion'],
  };
}

/** The legs' explanation step of a stated or detected seated posture (legs 1). */
export function seatedStep(id: string, seat: SeatedReading): ScoreStep {
  if (seat.how !== 'detected' || !seat.source)
    return ruleStep(id, 'part.leg', 'rule.seated_stated', 1);
  return {
    id,
    key:
      seat.source.lowConfidence === true
        ? 'explain.seated_detected_unsure'
        : 'explain.seated_detected',
    params: { part_key: 'part.leg', percent: Math.round(seat.source.confidence * 100) },
    value: 1,
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
 * REBA worksheet boxes from one frame's measured angles. A body part in the picture is scored even
 * when seen with low confidence (marked); one out of the picture is taken as its neutral box and
 * listed in `assumed`. The side of the arms and knees comes from the view and the confidence
 * (sidesToScore), then REBA's worse side. Only a frame without the person or the trunk is missing.
 */
export function rebaInputFromPosture(
  frame: FramePosture,
  task: RebaTaskInputs,
  options?: VideoOptions,
): PostureDerivation<RebaWorksheetInput> {
  checkFrame(frame);
  const o = resolveVideoOptions(options);
  const r = new PostureReader(frame, o.minConfidence);
  const { seated: seatedInput, ...taskInputs } = task;
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
    const cut = flagCut(ruleKey, limit);
    if (on)
      steps.push(
        angleStep(
          `reba.derive.${key}`,
          `part.${part}`,
          cut.ruleKey,
          m.value,
          null,
          true,
          undefined,
          cut.extra,
        ),
      );
    return on;
  };

  const neckM = r.axialPart('neck_flexion');
  let neck: 1 | 2 = 1;
  if (neckM) {
    measured.neck = neckM;
    neck = rebaNeckFromAngle(neckM.value, o.neckExtensionToleranceDeg);
    // a neck a little in extension, within the video's tolerance, is scored as 0–20° flexion
    const cut =
      neck === 1 && neckM.value < 0
        ? videoCut('rule.reba.neck.1', { applied: o.neckExtensionToleranceDeg, worksheet: 0 })
        : { ruleKey: `rule.reba.neck.${neck}`, extra: {} };
    steps.push(
      angleStep(
        'reba.derive.neck',
        'part.neck',
        cut.ruleKey,
        neckM.value,
        null,
        neck,
        neckM,
        cut.extra,
      ),
    );
  } else {
    // the head out of the picture: the neck's neutral box, marked as assumed
    assumed.push('neck_flexion');
    steps.push(ruleStep('reba.derive.neck', 'part.neck', 'rule.reba.neck_assumed', 1));
  }
  const neckTwisted = flagAxial('neck_twist', o.twistDeg, 'neck', 'adj.twisted');
  const neckSide = flagAxial('neck_side_bend', o.sideBendDeg, 'neck', 'adj.side_bent');

  const trunkM = r.axialPart('trunk_flexion');
  let trunk: 1 | 2 | 3 | 4 = 1;
  if (trunkM) {
    measured.trunk = trunkM;
    trunk = rebaTrunkFromAngle(trunkM.value, o.uprightToleranceDeg);
    const cut =
      trunk === 1
        ? videoCut('rule.reba.trunk.1', { applied: o.uprightToleranceDeg, worksheet: 0 })
        : { ruleKey: `rule.reba.trunk.${trunk}`, extra: {} };
    steps.push(
      angleStep(
        'reba.derive.trunk',
        'part.trunk',
        cut.ruleKey,
        trunkM.value,
        null,
        trunk,
        trunkM,
        cut.extra,
      ),
    );
  } else missing.push('trunk');
  const trunkTwisted = flagAxial('trunk_twist', o.twistDeg, 'trunk', 'adj.twisted');
  const trunkSide = flagAxial('trunk_side_bend', o.sideBendDeg, 'trunk', 'adj.side_bent');

  let legs: 1 | 2 = 1;
  let knee: RebaWorksheetInput['knee_flexion'] = 'NONE';
  // REBA legs: "sitting" scores 1 with no knee adjustment (Hignett & McAtamney 2000)
  const seat = readSeated(r, seatedInput, o.seated);
  if (seat.source) measured.seated = seat.source;
  if (seat.seated) {
    steps.push(seatedStep('reba.derive.leg', seat));
  } else {
    const feet = r.measure('foot_height_difference');
    if (feet) {
      measured.leg = feet;
      legs = Math.abs(feet.value) > o.oneLegSupportM ? 2 : 1;
      steps.push({
        id: 'reba.derive.leg',
        key: 'explain.length.foot_height_difference',
        params: {
          part_key: 'part.leg',
          rule_key: `rule.reba.legs.${legs}`,
          metres: Math.round(feet.value * 100) / 100,
        },
        value: legs,
      });
    } else {
      // Feet BlazePose cannot see clearly (the far foot in a side view, a foot behind a load)
      // cannot show one leg raised: both feet are taken as bearing weight, REBA's usual case, and
      // marked as assumed.
      assumed.push('foot_height_difference');
      steps.push(ruleStep('reba.derive.leg', 'part.leg', 'rule.feet_assumed_on_ground', 1));
    }
    const kneeM = kneeToScore(r);
    if (kneeM) {
      const k = kneeM.knee;
      measured.knee = k;
      knee = rebaKneeFromAngle(k.value);
      const choice = sideChoiceStep(
        'reba.derive.knee_side',
        'part.leg',
        kneeM.why,
        k.side ?? 'right',
      );
      if (choice) steps.push(choice);
      steps.push(
        angleStep(
          'reba.derive.knee',
          'part.leg',
          `rule.reba.knee.${knee}`,
          k.value,
          k.side ?? null,
          knee === 'NONE' ? 0 : knee === 'BETWEEN_30_AND_60' ? 1 : 2,
          k,
        ),
      );
    } else {
      assumed.push('knee_flexion');
      steps.push(ruleStep('reba.derive.knee', 'part.leg', 'rule.knee_assumed_straight', 0));
    }
  }

  const chosen = armsToScore(r);
  const arm = chosen
    ? chosen.arms
        .map((a) => armSide(r, a, o))
        .reduce<ArmSide | null>((worse, a) => worseArm(worse, a), null)
    : null;
  if (arm && chosen) {
    const choice = sideChoiceStep('reba.derive.arm_side', 'part.upper_arm', chosen.why, arm.side);
    steps.push(
      choice ?? {
        id: 'reba.derive.arm_side',
        key: 'explain.worse_side',
        params: { side_key: `side.${arm.side}`, table_b: arm.tableB },
        value: arm.side,
      },
    );
  }
  const scoredArm = arm ?? assumedArm();
  steps.push(...scoredArm.steps);
  Object.assign(measured, scoredArm.measured);
  assumed.push(...scoredArm.assumed);
  if (o.armSupported)
    steps.push(
      ruleStep('reba.derive.arm_supported', 'part.upper_arm', 'rule.arm_supported_stated', -1),
    );

  if (missing.length > 0) return { input: null, measured, missing, assumed, steps };
  const input: RebaWorksheetInput = {
    neck_position: neck,
    neck_twisted: neckTwisted,
    neck_side_bent: neckSide,
    trunk_position: trunk,
    trunk_twisted: trunkTwisted,
    trunk_side_bent: trunkSide,
    legs_position: legs,
    knee_flexion: knee,
    seated: seat.seated,
    upper_arm_position: scoredArm.upper,
    shoulder_raised: scoredArm.raised,
    upper_arm_abducted: scoredArm.abducted,
    arm_supported: o.armSupported,
    lower_arm_position: scoredArm.lower,
    wrist_position: scoredArm.wrist,
    wrist_deviated: scoredArm.deviated,
    ...taskInputs,
  };
  return { input, measured, missing, assumed, steps };
}
