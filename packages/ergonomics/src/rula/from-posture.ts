import { armsToScore, sideChoiceStep, type ArmReading } from '../core/part-read';
import { checkFrame, PostureReader, type MeasuredSource } from '../core/posture-read';
import { ScoringInputError } from '../core/errors';
import { readSeated, type SeatedInput } from '../core/seated';
import {
  angleStep,
  flagCut,
  ruleStep,
  videoCut,
  type ScoreStep,
  type StepParam,
} from '../core/step';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture } from '../posture';
import { seatedStep, type PostureDerivation } from '../reba/from-posture';
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
  r: PostureReader,
  reading: ArmReading,
  o: ReturnType<typeof resolveVideoOptions>,
  facts: { midline: boolean; twistEnd: boolean },
  out: { steps: ScoreStep[]; measured: Record<string, MeasuredSource>; assumed: string[] },
): RulaArmInput {
  const { side, upper: ua, elbow: el, wrist: wr } = reading;
  out.measured[`${side}.upper_arm`] = ua;
  if (el) out.measured[`${side}.lower_arm`] = el;
  if (wr) out.measured[`${side}.wrist`] = wr;
  const upper = rulaUpperArmFromAngle(ua.value);
  out.steps.push(
    angleStep(
      `rula.derive.${side}.upper_arm`,
      'part.upper_arm',
      `rule.rula.upper_arm.${upper}`,
      ua.value,
      side,
      upper,
      ua,
    ),
  );
  // a forearm out of the picture: the lower arm's neutral box (60–100°), marked as assumed
  let lower: 1 | 2 = 1;
  if (el) {
    lower = rulaLowerArmFromAngle(el.value);
    out.steps.push(
      angleStep(
        `rula.derive.${side}.lower_arm`,
        'part.lower_arm',
        `rule.rula.lower_arm.${lower}`,
        el.value,
        side,
        lower,
        el,
      ),
    );
  } else {
    out.assumed.push(`${side}.elbow_flexion`);
    out.steps.push(
      ruleStep(`rula.derive.${side}.lower_arm`, 'part.lower_arm', 'rule.lower_arm_assumed', 1),
    );
  }
  // An unseen hand: marked as assumed (see the REBA derivation). RULA scores any bend of 0–15° as
  // 2 and measured working wrists read 5–45° (box 2 with the default thresholds), so box 2, the
  // usual working wrist, is assumed rather than the perfectly neutral 1.
  let wrist: 1 | 2 | 3 = 2;
  if (wr) {
    wrist = rulaWristFromAngle(wr.value, o.wristNeutralDeg, o.wristBentDeg);
    // neutral within ±wristNeutralDeg, bent above the video's cut: both named when not the worksheet's
    const bent = Math.max(15, o.wristBentDeg);
    const cut: { ruleKey: string; extra: Record<string, StepParam> } =
      bent === 15 && o.wristNeutralDeg === 0
        ? { ruleKey: `rule.rula.wrist.${wrist}`, extra: {} }
        : {
            ruleKey: `rule.rula.wrist.${wrist}_video`,
            extra: { limit: bent, neutral: o.wristNeutralDeg },
          };
    out.steps.push(
      angleStep(
        `rula.derive.${side}.wrist`,
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
    out.assumed.push(`${side}.wrist_flexion`);
    out.steps.push(
      ruleStep(
        `rula.derive.${side}.wrist`,
        'part.wrist',
        'rule.rula.wrist_assumed_slightly_bent',
        2,
      ),
    );
  }
  const flag = (
    key: 'upper_arm_abduction' | 'shoulder_elevation' | 'wrist_deviation',
    limit: number,
    ruleKey: string,
    part: string,
  ): boolean => {
    const m = r.sided(side, key);
    if (!m) {
      out.assumed.push(`${side}.${key}`);
      return false;
    }
    out.measured[`${side}.${key}`] = m;
    const on = Math.abs(m.value) > limit;
    const cut = flagCut(ruleKey, limit);
    if (on)
      out.steps.push(
        angleStep(
          `rula.derive.${side}.${key}`,
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
  return {
    upper_arm_position: upper,
    upper_arm_abducted: flag('upper_arm_abduction', o.abductionDeg, 'adj.abducted', 'upper_arm'),
    shoulder_raised: flag(
      'shoulder_elevation',
      o.shoulderRaisedDeg,
      'adj.shoulder_raised',
      'upper_arm',
    ),
    arm_supported: o.armSupported,
    lower_arm_position: lower,
    lower_arm_midline_or_side: facts.midline,
    wrist_position: wrist,
    wrist_deviated: flag('wrist_deviation', o.wristDeviationDeg, 'adj.wrist_deviated', 'wrist'),
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
  const out = {
    steps: [] as ScoreStep[],
    measured: {} as Record<string, MeasuredSource>,
    assumed: [] as string[],
  };
  const missing: string[] = [];
  if (!frame.personFound)
    return {
      input: null,
      measured: out.measured,
      missing: ['person'],
      assumed: out.assumed,
      steps: out.steps,
    };

  const flagAxial = (
    key: 'neck_twist' | 'neck_side_bend' | 'trunk_twist' | 'trunk_side_bend',
    limit: number,
    part: string,
    ruleKey: string,
  ): boolean => {
    const m = r.axial(key);
    if (!m) {
      out.assumed.push(key);
      return false;
    }
    out.measured[key] = m;
    const on = Math.abs(m.value) > limit;
    const cut = flagCut(ruleKey, limit);
    if (on)
      out.steps.push(
        angleStep(
          `rula.derive.${key}`,
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
  const neck = neckM ? rulaNeckFromAngle(neckM.value, o.neckExtensionToleranceDeg) : 1;
  if (neckM) {
    out.measured.neck = neckM;
    const cut =
      neck === 1 && neckM.value < 0
        ? videoCut('rule.rula.neck.1', { applied: o.neckExtensionToleranceDeg, worksheet: 0 })
        : { ruleKey: `rule.rula.neck.${neck}`, extra: {} };
    out.steps.push(
      angleStep(
        'rula.derive.neck',
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
    out.assumed.push('neck_flexion');
    out.steps.push(ruleStep('rula.derive.neck', 'part.neck', 'rule.rula.neck_assumed', 1));
  }
  const neckTwisted = flagAxial('neck_twist', o.twistDeg, 'neck', 'adj.twisted');
  const neckSide = flagAxial('neck_side_bend', o.sideBendDeg, 'neck', 'adj.side_bent');
  const trunkM = r.axialPart('trunk_flexion');
  const trunk = trunkM ? rulaTrunkFromAngle(trunkM.value, o.uprightToleranceDeg) : 1;
  if (trunkM) {
    out.measured.trunk = trunkM;
    const cut =
      trunk === 1
        ? videoCut('rule.rula.trunk.1', { applied: o.uprightToleranceDeg, worksheet: 0 })
        : { ruleKey: `rule.rula.trunk.${trunk}`, extra: {} };
    out.steps.push(
      angleStep(
        'rula.derive.trunk',
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
  // RULA legs 1: "legs and feet supported and balanced", which a seated worker's are
  const seat = readSeated(r, seatedInput, o.seated);
  if (seat.source) out.measured.seated = seat.source;
  if (seat.seated) out.steps.push(seatedStep('rula.derive.legs', seat));
  else {
    const feet = r.measure('foot_height_difference');
    if (feet) {
      out.measured.legs = feet;
      legs = Math.abs(feet.value) > o.oneLegSupportM ? 2 : 1;
      out.steps.push({
        id: 'rula.derive.legs',
        key: 'explain.length.foot_height_difference',
        params: {
          part_key: 'part.leg',
          rule_key: `rule.rula.legs.${legs}`,
          metres: Math.round(feet.value * 100) / 100,
        },
        value: legs,
      });
    } else {
      // unseen feet: taken as supported and balanced, marked as assumed (see the REBA derivation)
      out.assumed.push('foot_height_difference');
      out.steps.push(ruleStep('rula.derive.legs', 'part.leg', 'rule.feet_assumed_on_ground', 1));
    }
  }
  const facts = { midline, twistEnd };
  const chosen = armsToScore(r);
  const arms: Partial<Record<'left' | 'right', RulaArmInput>> = {};
  if (chosen) {
    const first = chosen.arms[0];
    const choice = first
      ? sideChoiceStep('rula.derive.arm_side', 'part.upper_arm', chosen.why, first.side)
      : null;
    if (choice) out.steps.push(choice);
    for (const reading of chosen.arms) arms[reading.side] = armFrom(r, reading, o, facts, out);
  } else {
    // both arms out of the picture: the right arm at its neutral boxes, marked as assumed
    out.assumed.push('upper_arm_flexion', 'elbow_flexion', 'wrist_flexion');
    out.steps.push(
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
      lower_arm_midline_or_side: midline,
      wrist_position: 2,
      wrist_deviated: false,
      wrist_twist: twistEnd ? 2 : 1,
    };
  }
  if (!twistEnd) out.assumed.push('wrist_twist');
  if (missing.length > 0)
    return { input: null, measured: out.measured, missing, assumed: out.assumed, steps: out.steps };
  const input: RulaWorksheetInput = {
    ...(arms.right ? { right: arms.right } : {}),
    ...(arms.left ? { left: arms.left } : {}),
    neck_position: neck,
    neck_twisted: neckTwisted,
    neck_side_bent: neckSide,
    trunk_position: trunk,
    trunk_twisted: trunkTwisted,
    trunk_side_bent: trunkSide,
    legs_position: legs,
    ...taskInputs,
  };
  return { input, measured: out.measured, missing, assumed: out.assumed, steps: out.steps };
}
