import { checkFrame, PostureReader, type MeasuredSource } from '../core/posture-read';
import { angleStep, type ScoreStep } from '../core/step';
import { requireRange } from '../core/validate';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture } from '../posture';
import type { QecObserverInput } from './codes';

export interface QecFrameObservation {
  /** observer items one frame can show (A back posture, C hand height, E wrist posture) */
  items: Partial<Pick<QecObserverInput, 'back_posture' | 'hand_height' | 'wrist_posture'>>;
  /** G needs time: whether the head/neck is bent or twisted in this frame (null = unmeasured) */
  neck_bent: boolean | null;
  measured: Record<string, MeasuredSource>;
  missing: string[];
  steps: ScoreStep[];
}

/**
 * QEC observer items from one frame. Back: A1 trunk flexion <= 20° and no twist/side bend; A3 flexion
 * > 60°; else A2 (QEC guide: "moderately" 20–60°, "excessively" > 60°). Hands: against hip and shoulder
 * height. Wrist: bent beyond `wristBentDeg` or deviated beyond `wristDeviationDeg`. Movement
 * frequencies (B, D, F) and worker answers cannot come from a frame.
 */
export function qecObservationFromPosture(
  frame: FramePosture,
  options?: VideoOptions,
): QecFrameObservation {
  checkFrame(frame);
  const o = resolveVideoOptions(options);
  const r = new PostureReader(frame, o.minConfidence);
  const out: QecFrameObservation = {
    items: {},
    neck_bent: null,
    measured: {},
    missing: [],
    steps: [],
  };
  if (!frame.personFound) return { ...out, missing: ['person'] };

  const trunk = r.axial('trunk_flexion');
  if (trunk) {
    out.measured.back_posture = trunk;
    const tw = r.axial('trunk_twist');
    const sb = r.axial('trunk_side_bend');
    const turned =
      (tw ? Math.abs(tw.value) > o.twistDeg : false) ||
      (sb ? Math.abs(sb.value) > o.sideBendDeg : false);
    const f = Math.abs(trunk.value);
    const a =
      f > 60
        ? 'EXCESSIVELY_FLEXED_OR_TWISTED'
        : f > 20 || turned
          ? 'MODERATELY_FLEXED_OR_TWISTED'
          : 'ALMOST_NEUTRAL';
    out.items.back_posture = a;
    out.steps.push(
      angleStep(
        'qec.derive.back_posture',
        'part.back',
        `rule.qec.back_posture.${a}`,
        trunk.value,
        null,
        a === 'ALMOST_NEUTRAL' ? 1 : a === 'EXCESSIVELY_FLEXED_OR_TWISTED' ? 3 : 2,
      ),
    );
  } else out.missing.push('back_posture');

  const [h, hip, s] = [
    r.measure('hands_height'),
    r.measure('hip_height'),
    r.measure('shoulder_height'),
  ];
  if (h && hip && s) {
    Object.assign(out.measured, { hands_height: h, hip_height: hip, shoulder_height: s });
    const c =
      h.value >= s.value
        ? 'AT_OR_ABOVE_SHOULDER'
        : h.value <= hip.value
          ? 'AT_OR_BELOW_WAIST'
          : 'CHEST_HEIGHT';
    out.items.hand_height = c;
    out.steps.push({
      id: 'qec.derive.hand_height',
      key: 'explain.length.hands_height',
      params: {
        part_key: 'part.shoulder_arm',
        rule_key: `rule.qec.hand_height.${c}`,
        metres: Math.round(h.value * 100) / 100,
      },
      value: c,
    });
  } else out.missing.push('hand_height');

  const wrists = [r.sided('left', 'wrist_flexion'), r.sided('right', 'wrist_flexion')].filter(
    (w): w is MeasuredSource => w !== undefined,
  );
  if (wrists.length > 0) {
    const devs = [r.sided('left', 'wrist_deviation'), r.sided('right', 'wrist_deviation')].filter(
      (w): w is MeasuredSource => w !== undefined,
    );
    const worst = wrists.reduce((a, b) => (Math.abs(b.value) > Math.abs(a.value) ? b : a));
    out.measured.wrist_posture = worst;
    const bent =
      Math.abs(worst.value) > Math.max(15, o.wristBentDeg) ||
      devs.some((d) => Math.abs(d.value) > o.wristDeviationDeg);
    const e = bent ? 'DEVIATED_OR_BENT' : 'ALMOST_STRAIGHT';
    out.items.wrist_posture = e;
    out.steps.push(
      angleStep(
        'qec.derive.wrist_posture',
        'part.wrist_hand',
        `rule.qec.wrist_posture.${e}`,
        worst.value,
        worst.side ?? null,
        bent ? 2 : 1,
      ),
    );
  } else out.missing.push('wrist_posture');

  const neck = r.axial('neck_flexion');
  if (neck) {
    out.measured.neck_posture = neck;
    const tw = r.axial('neck_twist');
    const sb = r.axial('neck_side_bend');
    out.neck_bent =
      Math.abs(neck.value) > 20 ||
      (tw ? Math.abs(tw.value) > o.twistDeg : false) ||
      (sb ? Math.abs(sb.value) > o.sideBendDeg : false);
  } else out.missing.push('neck_posture');
  return out;
}

/** G from the share of frames with the neck bent/twisted: < 10 % no; < 50 % occasionally; else continuously (our cut-offs). */
export function qecNeckPostureFromShare(
  share: number,
  occasionalMin = 0.1,
  continuousMin = 0.5,
): QecObserverInput['neck_posture'] {
  requireRange('share', share, 0, 1);
  if (share >= continuousMin) return 'CONTINUOUSLY';
  return share >= occasionalMin ? 'OCCASIONALLY' : 'NO';
}
