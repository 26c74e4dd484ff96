import { armsToScore, sideChoiceStep, type ArmReading } from '../core/part-read';
import { readNeckAndTrunk, readStance } from '../core/axial-read';
import { DerivationLog, plainRule, type BoxRule, type PostureDerivation } from '../core/derivation';
import { checkFrame, PostureReader } from '../core/posture-read';
import { ScoringInputError } from '../core/errors';
import type { SeatedInput } from '../core/seated';
import { ruleStep } from '../core/step';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture } from '../posture';
import {
  rulaLowerArmFromAngle,
  rulaNeckFromAngle,
  rulaTrunkFromAngle,
  rulaUpperArmFromAngle,
  rulaWristFromAngle,
} from './angle-rules';
import type { RulaArmInput, RulaWorksheetInput } from './types';

/** SPEC §3 RULA inputs stated once for the task, and whether the worker sits (`AUTO`: detected). */
export type RulaTaskInputs = Pick<RulaWorksheetInput, 'load' | 'muscle_use'> & {
  seated?: SeatedInput;
};

export interface RulaVideoOptions extends VideoOptions {
  /** the hands work across the body's midline or out to the side (lower arm +1); not visible per frame */
  armAcrossMidline?: boolean;
  /** the wrist is at or near the end of its twist range (wrist twist 2) */
  wristTwistNearEnd?: boolean;
}

function armFrom(
  log: DerivationLog,
  r: PostureReader,
  reading: ArmReading,
  o: ReturnType<typeof resolveVideoOptions>,
  facts: { midline: boolean; twistEnd: boolean },
): RulaArmInput {
  const { side } = reading;
  const upper = log.box(reading.upper, {
    id: `rula.derive.${side}.upper_arm`,
    partKey: 'part.upper_arm',
    side,
    measuredAs: `${side}.upper_arm`,
    box: rulaUpperArmFromAngle,
    rule: plainRule('rule.rula.upper_arm'),
    unseen: { box: 1, assumedAs: 'upper_arm_flexion', ruleKey: 'rule.upper_arm_assumed' },
  });
  // a forearm out of the picture: the lower arm's neutral box (60–100°), marked as assumed
  const lower = log.box(reading.elbow, {
    id: `rula.derive.${side}.lower_arm`,
    partKey: 'part.lower_arm',
    side,
    measuredAs: `${side}.lower_arm`,
    box: rulaLowerArmFromAngle,
    rule: plainRule('rule.rula.lower_arm'),
    unseen: { box: 1, assumedAs: `${side}.elbow_flexion`, ruleKey: 'rule.lower_arm_assumed' },
  });
  // An unseen hand: marked as assumed (see the REBA derivation). RULA scores any bend of 0–15° as
  // 2 and measured working wrists read 5–45° (box 2 with the default thresholds), so box 2, the
  // usual working wrist, is assumed rather than the perfectly neutral 1.
  const bent = Math.max(15, o.wristBentDeg);
  const wrist = log.box<1 | 2 | 3>(reading.wrist, {
    id: `rula.derive.${side}.wrist`,
    partKey: 'part.wrist',
    side,
    measuredAs: `${side}.wrist`,
    box: (deg) => rulaWristFromAngle(deg, o.wristNeutralDeg, o.wristBentDeg),
    // neutral within ±wristNeutralDeg, bent above the video's cut: both named when not the worksheet's
    rule: (box): BoxRule =>
      bent === 15 && o.wristNeutralDeg === 0
        ? { ruleKey: `rule.rula.wrist.${box}`, extra: {} }
        : {
            ruleKey: `rule.rula.wrist.${box}_video`,
            extra: { limit: bent, neutral: o.wristNeutralDeg },
          },
    unseen: {
      box: 2,
      assumedAs: `${side}.wrist_flexion`,
      ruleKey: 'rule.rula.wrist_assumed_slightly_bent',
    },
  });
  const adjustment = (
    key: 'upper_arm_abduction' | 'shoulder_elevation' | 'wrist_deviation',
    limit: number,
    ruleKey: string,
    part: string,
  ) =>
    log.flag(r.sided(side, key), {
      id: `rula.derive.${side}.${key}`,
      partKey: `part.${part}`,
      ruleKey,
      limit,
      side,
      measuredAs: `${side}.${key}`,
      assumedAs: `${side}.${key}`,
    });
  return {
    upper_arm_position: upper,
    upper_arm_abducted: adjustment(
      'upper_arm_abduction',
      o.abductionDeg,
      'adj.abducted',
      'upper_arm',
    ),
    shoulder_raised: adjustment(
      'shoulder_elevation',
      o.shoulderRaisedDeg,
      'adj.shoulder_raised',
      'upper_arm',
    ),
    arm_supported: o.armSupported,
    lower_arm_position: lower,
    lower_arm_midline_or_side: facts.midline,
    wrist_position: wrist,
    wrist_deviated: adjustment(
      'wrist_deviation',
      o.wristDeviationDeg,
      'adj.wrist_deviated',
      'wrist',
    ),
    wrist_twist: facts.twistEnd ? 2 : 1,
  };
}

/**
 * RULA worksheet boxes from one frame. The arms to score come from the view and the confidence
 * (sidesToScore): both when both are seen clearly (scoreRula reports the worse), else the one seen
 * best. A part in the picture is scored even with low confidence (marked); one out of the picture
 * takes its neutral box and is listed in `assumed`. Only a frame without the person or the trunk
 * is missing.
 */
export function rulaInputFromPosture(
  frame: FramePosture,
  task: RulaTaskInputs,
  options?: RulaVideoOptions,
): PostureDerivation<RulaWorksheetInput> {
  checkFrame(frame);
  const o = resolveVideoOptions(options);
  const midline = options?.armAcrossMidline ?? false;
  const twistEnd = options?.wristTwistNearEnd ?? false;
  if (typeof midline !== 'boolean')
    throw new ScoringInputError('not_a_boolean', 'options.armAcrossMidline');
  if (typeof twistEnd !== 'boolean')
    throw new ScoringInputError('not_a_boolean', 'options.wristTwistNearEnd');
  const r = new PostureReader(frame, o.minConfidence);
  const { seated: seatedInput, ...taskInputs } = task;
  if (!frame.personFound) return DerivationLog.noPerson();
  const log = new DerivationLog();
  const axial = readNeckAndTrunk(log, r, o, {
    method: 'rula',
    neck: rulaNeckFromAngle,
    trunk: rulaTrunkFromAngle,
  });
  // RULA legs 1: "legs and feet supported and balanced", which a seated worker's are
  const { legs } = readStance(log, r, seatedInput, o, {
    id: 'rula.derive.legs',
    measuredAs: 'legs',
    rulePrefix: 'rule.rula.legs',
  });
  const arms = readArms(log, r, o, { midline, twistEnd });
  if (!twistEnd) log.assumed.push('wrist_twist');
  return log.result<RulaWorksheetInput>({
    ...(arms.right ? { right: arms.right } : {}),
    ...(arms.left ? { left: arms.left } : {}),
    neck_position: axial.neck,
    neck_twisted: axial.neckTwisted,
    neck_side_bent: axial.neckSide,
    trunk_position: axial.trunk,
    trunk_twisted: axial.trunkTwisted,
    trunk_side_bent: axial.trunkSide,
    legs_position: legs,
    ...taskInputs,
  });
}

/** Each arm the view and confidence choose; both out of the picture: the right arm assumed. */
function readArms(
  log: DerivationLog,
  r: PostureReader,
  o: ReturnType<typeof resolveVideoOptions>,
  facts: { midline: boolean; twistEnd: boolean },
): Partial<Record<'left' | 'right', RulaArmInput>> {
  const chosen = armsToScore(r);
  const arms: Partial<Record<'left' | 'right', RulaArmInput>> = {};
  if (chosen) {
    const first = chosen.arms[0];
    const choice = first
      ? sideChoiceStep('rula.derive.arm_side', 'part.upper_arm', chosen.why, first.side)
      : null;
    if (choice) log.steps.push(choice);
    for (const reading of chosen.arms) arms[reading.side] = armFrom(log, r, reading, o, facts);
    return arms;
  }
  log.assumed.push('upper_arm_flexion', 'elbow_flexion', 'wrist_flexion');
  log.steps.push(
    ruleStep('rula.derive.right.upper_arm', 'part.upper_arm', 'rule.upper_arm_assumed', 1),
    ruleStep('rula.derive.right.lower_arm', 'part.lower_arm', 'rule.lower_arm_assumed', 1),
    ruleStep('rula.derive.right.wrist', 'part.wrist', 'rule.rula.wrist_assumed_slightly_bent', 2),
  );
  arms.right = {
    upper_arm_position: 1,
    upper_arm_abducted: false,
    shoulder_raised: false,
    arm_supported: o.armSupported,
    lower_arm_position: 1,
    lower_arm_midline_or_side: facts.midline,
    wrist_position: 2,
    wrist_deviated: false,
    wrist_twist: facts.twistEnd ? 2 : 1,
  };
  return arms;
}
