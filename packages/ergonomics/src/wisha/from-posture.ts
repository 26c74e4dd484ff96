import { DerivationLog } from '../core/derivation';
import { checkFrame, PostureReader, resolveNumericOptions } from '../core/posture-read';
import { ruleStep, angleStep } from '../core/step';
import type { FramePosture } from '../posture';
import type { PostureDerivation } from '../core/derivation';
import type { WishaHorizontalZone, WishaVerticalZone } from './codes';
import type { WishaInput } from './score';

type Located = 'vertical_zone' | 'horizontal_zone' | 'twisting' | 'hand_height_cm';
/** SPEC WISHA inputs; a hand location given here (a correction) wins over the video. */
export type WishaTaskInputs = Omit<WishaInput, Located> & Partial<Pick<WishaInput, Located>>;

// [default, min, max]. Horizontal zones are ours (WISHA draws near/mid/far without numbers; NIOSH's
// H starts at 25 cm and its HM reaches its floor at 63 cm): near <= 0.30 m, mid <= 0.50 m, far beyond.
export const WISHA_VIDEO_THRESHOLD_SPEC = {
  minConfidence: [0.5, 0, 1],
  nearMaxM: [0.3, 0, 2],
  midMaxM: [0.5, 0, 2],
  /** WISHA step 3: back twisted more than 45° */
  twistDeg: [45, 0, 90],
} as const;
export type WishaVideoOptions = Partial<{
  -readonly [K in keyof typeof WISHA_VIDEO_THRESHOLD_SPEC]: number;
}>;

/** Vertical zone from the hands' height against the body's own knee, hip (waist) and shoulder heights. */
export function wishaVerticalZone(
  hands: number,
  knee: number,
  hip: number,
  shoulder: number,
): WishaVerticalZone {
  if (hands > shoulder) return 'ABOVE_SHOULDER';
  if (hands > hip) return 'WAIST_TO_SHOULDER';
  if (hands > knee) return 'KNEE_TO_WAIST';
  return 'BELOW_KNEE';
}

export function wishaHorizontalZone(
  distanceM: number,
  nearMaxM = 0.3,
  midMaxM = 0.5,
): WishaHorizontalZone {
  if (distanceM <= nearMaxM) return 'NEAR';
  return distanceM <= midMaxM ? 'MID' : 'FAR';
}

/** WISHA hand location and twist from one frame (use the frame at the start of the lift). */
export function wishaInputFromPosture(
  frame: FramePosture,
  task: WishaTaskInputs,
  options?: WishaVideoOptions,
): PostureDerivation<WishaInput> {
  checkFrame(frame);
  const o = resolveNumericOptions<{
    minConfidence: number;
    nearMaxM: number;
    midMaxM: number;
    twistDeg: number;
  }>(WISHA_VIDEO_THRESHOLD_SPEC, options);
  const r = new PostureReader(frame, o.minConfidence);
  if (!frame.personFound) return DerivationLog.noPerson();
  const log = new DerivationLog();
  const { steps, measured, missing, assumed } = log;

  let vz = task.vertical_zone;
  let handCm = task.hand_height_cm;
  if (vz !== undefined)
    steps.push(
      ruleStep('wisha.derive.vertical_zone', 'part.vertical_zone', 'rule.stated_by_user', 0),
    );
  else {
    const [h, k, hip, s] = [
      r.measure('hands_height'),
      r.measure('knee_height'),
      r.measure('hip_height'),
      r.measure('shoulder_height'),
    ];
    if (h && k && hip && s) {
      Object.assign(measured, {
        hands_height: h,
        knee_height: k,
        hip_height: hip,
        shoulder_height: s,
      });
      vz = wishaVerticalZone(h.value, k.value, hip.value, s.value);
      handCm ??= Math.round(h.value * 1000) / 10;
      steps.push({
        id: 'wisha.derive.vertical_zone',
        key: 'explain.length.hands_height',
        params: {
          part_key: 'part.vertical_zone',
          rule_key: `rule.wisha.vertical.${vz}`,
          metres: Math.round(h.value * 100) / 100,
        },
        value: vz,
      });
    } else missing.push('vertical_zone');
  }
  let hz = task.horizontal_zone;
  if (hz !== undefined)
    steps.push(
      ruleStep('wisha.derive.horizontal_zone', 'part.horizontal_zone', 'rule.stated_by_user', 0),
    );
  else {
    const d = r.measure('hands_horizontal_distance');
    if (d) {
      measured.hands_horizontal_distance = d;
      hz = wishaHorizontalZone(d.value, o.nearMaxM, o.midMaxM);
      steps.push({
        id: 'wisha.derive.horizontal_zone',
        key: 'explain.length.hands_distance',
        params: {
          part_key: 'part.horizontal_zone',
          rule_key: `rule.wisha.horizontal.${hz}`,
          metres: Math.round(d.value * 100) / 100,
        },
        value: hz,
      });
    } else missing.push('horizontal_zone');
  }
  let twisting = task.twisting;
  if (twisting === undefined) {
    const tw = r.axial('trunk_twist');
    if (!tw) {
      assumed.push('trunk_twist');
      twisting = false;
    } else {
      measured.trunk_twist = tw;
      twisting = Math.abs(tw.value) > o.twistDeg;
      steps.push(
        angleStep(
          'wisha.derive.twisting',
          'part.twist',
          twisting ? 'rule.wisha.twist_gt_45' : 'rule.wisha.no_twist',
          tw.value,
          null,
          twisting,
        ),
      );
    }
  }
  if (!vz || !hz) return log.result<WishaInput>(null);
  return log.result<WishaInput>({
    ...task,
    vertical_zone: vz,
    horizontal_zone: hz,
    twisting,
    ...(handCm !== undefined ? { hand_height_cm: handCm } : {}),
  });
}
