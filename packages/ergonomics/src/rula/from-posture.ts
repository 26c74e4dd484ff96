import { checkFrame, PostureReader, type MeasuredSource } from '../core/posture-read';
import { ScoringInputError } from '../core/errors';
import { angleStep, ruleStep, type ScoreStep } from '../core/step';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture, Side } from '../posture';
import type { PostureDerivation } from '../reba/from-posture';
import {
  rulaLowerArmFromAngle,
  rulaNeckFromAngle,
  rulaTrunkFromAngle,
  rulaUpperArmFromAngle,
  rulaWristFromAngle,
} from './angle-rules';
import type { RulaArmInput, RulaWorksheetInput } from './types';

/** SPEC §3 RULA inputs stated once for the task. */
export type RulaTaskInputs = Pick<RulaWorksheetInput, 'load' | 'muscle_use'>;

export interface RulaVideoOptions extends VideoOptions {
  /** the hands work across the body's midline or out to the side (lower arm +1); not visible per frame */
  armAcrossMidline?: boolean;
  /** the wrist is at or near the end of its twist range (wrist twist 2) */
  wristTwistNearEnd?: boolean;
}

function armFrom(
  r: PostureReader,
  side: Side,
  o: ReturnType<typeof resolveVideoOptions>,
  facts: { midline: boolean; twistEnd: boolean },
  out: { steps: ScoreStep[]; measured: Record<string, MeasuredSource>; assumed: string[] },
): RulaArmInput | undefined {
  const ua = r.sided(side, 'upper_arm_flexion');
  const el = r.sided(side, 'elbow_flexion');
  const wr = r.sided(side, 'wrist_flexion');
  if (!ua || !el) return undefined;
  out.measured[`${side}.upper_arm`] = ua;
  out.measured[`${side}.lower_arm`] = el;
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
    ),
  );
  const lower = rulaLowerArmFromAngle(el.value);
  out.steps.push(
    angleStep(
      `rula.derive.${side}.lower_arm`,
      'part.lower_arm',
      `rule.rula.lower_arm.${lower}`,
      el.value,
      side,
      lower,
    ),
  );
  // An unseen hand: marked as assumed (see the REBA derivation). RULA scores any bend of 0–15° as
  // 2 and measured working wrists read 5–45° (box 2 with the default thresholds), so box 2, the
  // usual working wrist, is assumed rather than the perfectly neutral 1.
  let wrist: 1 | 2 | 3 = 2;
  if (wr) {
    wrist = rulaWristFromAngle(wr.value, o.wristNeutralDeg, o.wristBentDeg);
    out.steps.push(
      angleStep(
        `rula.derive.${side}.wrist`,
        'part.wrist',
        `rule.rula.wrist.${wrist}`,
        wr.value,
        side,
        wrist,
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
    if (on)
      out.steps.push(
        angleStep(`rula.derive.${side}.${key}`, `part.${part}`, ruleKey, m.value, side, true),
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

/** RULA worksheet boxes from one frame; both measured arms are kept (scoreRula reports the worse). */
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
    if (on)
      out.steps.push(angleStep(`rula.derive.${key}`, `part.${part}`, ruleKey, m.value, null, true));
    return on;
  };
  const neckM = r.axial('neck_flexion');
  const neck = neckM ? rulaNeckFromAngle(neckM.value, o.neckExtensionToleranceDeg) : 1;
  if (neckM) {
    out.measured.neck = neckM;
    out.steps.push(
      angleStep('rula.derive.neck', 'part.neck', `rule.rula.neck.${neck}`, neckM.value, null, neck),
    );
  } else missing.push('neck');
  const neckTwisted = flagAxial('neck_twist', o.twistDeg, 'neck', 'adj.twisted');
  const neckSide = flagAxial('neck_side_bend', o.sideBendDeg, 'neck', 'adj.side_bent');
  const trunkM = r.axial('trunk_flexion');
  const trunk = trunkM ? rulaTrunkFromAngle(trunkM.value, o.uprightToleranceDeg) : 1;
  if (trunkM) {
    out.measured.trunk = trunkM;
    out.steps.push(
      angleStep(
        'rula.derive.trunk',
        'part.trunk',
        `rule.rula.trunk.${trunk}`,
        trunkM.value,
        null,
        trunk,
      ),
    );
  } else missing.push('trunk');
  const trunkTwisted = flagAxial('trunk_twist', o.twistDeg, 'trunk', 'adj.twisted');
  const trunkSide = flagAxial('trunk_side_bend', o.sideBendDeg, 'trunk', 'adj.side_bent');

  let legs: 1 | 2 = 1;
  if (o.seated) out.steps.push(ruleStep('rula.derive.legs', 'part.leg', 'rule.seated_stated', 1));
  else {
    const feet = r.measure('foot_height_difference');
    if (feet) {
      out.measured.legs = feet;
      legs = Math.abs(feet.value) > o.oneLegSupportM ? 2 : 1;
      out.steps.push({
        id: 'rula.derive.legs',
        key: 'explain.length',
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
  const right = armFrom(r, 'right', o, facts, out);
  const left = armFrom(r, 'left', o, facts, out);
  if (!right && !left) missing.push('upper_arm', 'lower_arm', 'wrist');
  if (!twistEnd) out.assumed.push('wrist_twist');
  if (missing.length > 0)
    return { input: null, measured: out.measured, missing, assumed: out.assumed, steps: out.steps };
  const input: RulaWorksheetInput = {
    ...(right ? { right } : {}),
    ...(left ? { left } : {}),
    neck_position: neck,
    neck_twisted: neckTwisted,
    neck_side_bent: neckSide,
    trunk_position: trunk,
    trunk_twisted: trunkTwisted,
    trunk_side_bent: trunkSide,
    legs_position: legs,
    ...task,
  };
  return { input, measured: out.measured, missing, assumed: out.assumed, steps: out.steps };
}
