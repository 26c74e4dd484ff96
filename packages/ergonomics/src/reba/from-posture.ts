import { armsToScore, kneeToScore, sideChoiceStep, type ArmReading } from '../core/part-read';
import { readNeckAndTrunk, readStance } from '../core/axial-read';
import { DerivationLog, plainRule, type PostureDerivation } from '../core/derivation';
import { checkFrame, PostureReader, type MeasuredSource } from '../core/posture-read';
import type { SeatedInput } from '../core/seated';
import { angleStep, ruleStep, videoCut, type ScoreStep } from '../core/step';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture, Side } from '../posture';

export type { PostureDerivation } from '../core/derivation';
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
  const { side } = reading;
  const log = new DerivationLog();
  const upper = log.box(reading.upper, {
    id: 'reba.derive.upper_arm',
    partKey: 'part.upper_arm',
    side,
    measuredAs: 'upper_arm',
    box: rebaUpperArmFromAngle,
    rule: plainRule('rule.reba.upper_arm'),
    unseen: { box: 1, assumedAs: 'upper_arm_flexion', ruleKey: 'rule.upper_arm_assumed' },
  });
  // A forearm out of the picture is taken as the lower arm's neutral box, marked as assumed.
  const lower = log.box(reading.elbow, {
    id: 'reba.derive.lower_arm',
    partKey: 'part.lower_arm',
    side,
    measuredAs: 'lower_arm',
    box: rebaLowerArmFromAngle,
    rule: plainRule('rule.reba.lower_arm'),
    unseen: { box: 1, assumedAs: `${side}.elbow_flexion`, ruleKey: 'rule.lower_arm_assumed' },
  });
  // A hand out of the picture takes the wrist as straight, marked as assumed like an unmeasured
  // adjustment, instead of leaving the whole arm unscored: the hand points are the least reliable
  // landmarks (a wrist already scores 2 only when bent > 45° by default), and an arm whose
  // shoulder and elbow are measured still carries most of Table B.
  const wrist = log.box(reading.wrist, {
    id: 'reba.derive.wrist',
    partKey: 'part.wrist',
    side,
    measuredAs: 'wrist',
    box: (deg) => rebaWristFromAngle(deg, o.wristBentDeg),
    rule: (box) =>
      videoCut(`rule.reba.wrist.${box}`, { applied: Math.max(15, o.wristBentDeg), worksheet: 15 }),
    unseen: { box: 1, assumedAs: `${side}.wrist_flexion`, ruleKey: 'rule.wrist_assumed_straight' },
  });
  const adjustment = (
    key: 'upper_arm_abduction' | 'shoulder_elevation' | 'wrist_deviation',
    limit: number,
    ruleKey: string,
    part: string,
  ) =>
    log.flag(r.sided(side, key), {
      id: `reba.derive.${key}`,
      partKey: `part.${part}`,
      ruleKey,
      limit,
      side,
      measuredAs: `${part}.${key}`,
      assumedAs: `${side}.${key}`,
    });
  const abducted = adjustment(
    'upper_arm_abduction',
    o.abductionDeg,
    'adj.abducted_or_rotated',
    'upper_arm',
  );
  const raised = adjustment(
    'shoulder_elevation',
    o.shoulderRaisedDeg,
    'adj.shoulder_raised',
    'upper_arm',
  );
  const deviated = adjustment(
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
    steps: log.steps,
    measured: log.measured,
    assumed: log.assumed,
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
  if (!frame.personFound) return DerivationLog.noPerson();
  const log = new DerivationLog();
  const axial = readNeckAndTrunk(log, r, o, {
    method: 'reba',
    neck: rebaNeckFromAngle,
    trunk: rebaTrunkFromAngle,
  });
  // REBA legs: "sitting" scores 1 with no knee adjustment (Hignett & McAtamney 2000)
  const stance = readStance(log, r, seatedInput, o, {
    id: 'reba.derive.leg',
    measuredAs: 'leg',
    rulePrefix: 'rule.reba.legs',
  });
  const knee = stance.seated ? 'NONE' : readKnee(log, r);
  const arm = readWorseArm(log, r, o);
  if (o.armSupported)
    log.steps.push(
      ruleStep('reba.derive.arm_supported', 'part.upper_arm', 'rule.arm_supported_stated', -1),
    );
  return log.result<RebaWorksheetInput>({
    neck_position: axial.neck,
    neck_twisted: axial.neckTwisted,
    neck_side_bent: axial.neckSide,
    trunk_position: axial.trunk,
    trunk_twisted: axial.trunkTwisted,
    trunk_side_bent: axial.trunkSide,
    legs_position: stance.legs,
    knee_flexion: knee,
    seated: stance.seated,
    upper_arm_position: arm.upper,
    shoulder_raised: arm.raised,
    upper_arm_abducted: arm.abducted,
    arm_supported: o.armSupported,
    lower_arm_position: arm.lower,
    wrist_position: arm.wrist,
    wrist_deviated: arm.deviated,
    ...taskInputs,
  });
}

/** The knee's adjustment of a standing worker, from the side the view and confidence choose. */
function readKnee(log: DerivationLog, r: PostureReader): RebaWorksheetInput['knee_flexion'] {
  const kneeM = kneeToScore(r);
  if (!kneeM) {
    log.assumed.push('knee_flexion');
    log.steps.push(ruleStep('reba.derive.knee', 'part.leg', 'rule.knee_assumed_straight', 0));
    return 'NONE';
  }
  const k = kneeM.knee;
  log.measured.knee = k;
  const knee = rebaKneeFromAngle(k.value);
  const choice = sideChoiceStep('reba.derive.knee_side', 'part.leg', kneeM.why, k.side ?? 'right');
  if (choice) log.steps.push(choice);
  log.steps.push(
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
  return knee;
}

/** Each arm in the picture read on its own, and REBA's worse one scored (both unseen: assumed). */
function readWorseArm(
  log: DerivationLog,
  r: PostureReader,
  o: ReturnType<typeof resolveVideoOptions>,
): ArmSide {
  const chosen = armsToScore(r);
  const arm = chosen
    ? chosen.arms
        .map((a) => armSide(r, a, o))
        .reduce<ArmSide | null>((worse, a) => worseArm(worse, a), null)
    : null;
  if (arm && chosen) {
    const choice = sideChoiceStep('reba.derive.arm_side', 'part.upper_arm', chosen.why, arm.side);
    log.steps.push(
      choice ?? {
        id: 'reba.derive.arm_side',
        key: 'explain.worse_side',
        params: { side_key: `side.${arm.side}`, table_b: arm.tableB },
        value: arm.side,
      },
    );
  }
  const scored = arm ?? assumedArm();
  log.absorb(scored);
  return scored;
}
