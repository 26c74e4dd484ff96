import {
  checkFrame,
  PostureReader,
  resolveNumericOptions,
  type MeasuredSource,
} from '../core/posture-read';
import { ScoringInputError } from '../core/errors';
import { angleStep, ruleStep, type ScoreStep } from '../core/step';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture, Side } from '../posture';
import type { PostureDerivation } from '../reba/from-posture';
import type {
  RosaArmrest,
  RosaBackSupport,
  RosaChairHeight,
  RosaKeyboard,
  RosaMonitor,
  RosaMouse,
} from './codes';
import type { RosaWorksheetInput } from './types';

/** Items the video can give; anything else comes from the SPEC checkboxes / worksheet. */
export const ROSA_VIDEO_ITEMS = [
  'chair_height',
  'armrests',
  'back_support',
  'monitor',
  'mouse',
  'keyboard',
] as const;
type VideoItem = (typeof ROSA_VIDEO_ITEMS)[number];

/** The SPEC inputs (duration, seat-pan distance, checkbox flags); a derived item given here wins over the video. */
export type RosaTaskInputs = Omit<RosaWorksheetInput, VideoItem> &
  Partial<Pick<RosaWorksheetInput, VideoItem>>;

// [default, min, max] of ROSA's angle thresholds (see README "ROSA from video").
export const ROSA_VIDEO_THRESHOLD_SPEC = {
  /** knee flexion within 90 ± this is "knees at about 90°" */
  kneeToleranceDeg: [15, 0, 45],
  /** elbow flexion below this: forearm reaching forward, not on the armrest ("too low / unsupported") */
  armrestElbowMinDeg: [60, 0, 180],
  /** upper arm abduction above this: armrests too wide */
  armrestAbductionDeg: [20, 0, 90],
  /** trunk reclined beyond this (degrees behind vertical): back rest angled too far back (> 110°) */
  backReclineMaxDeg: [30, 0, 90],
  /** neck flexion above this: monitor too low */
  monitorNeckFlexionDeg: [20, 0, 90],
  /** neck twist above this: monitor neck twist (ROSA: > 30°) */
  monitorNeckTwistDeg: [30, 0, 90],
  /** upper arm flexion of the mouse hand above this: reaching to the mouse */
  mouseReachDeg: [30, 0, 180],
} as const;
type RosaThresholds = { -readonly [K in keyof typeof ROSA_VIDEO_THRESHOLD_SPEC]: number };

export interface RosaVideoOptions extends VideoOptions, Partial<RosaThresholds> {
  /** the hand on the mouse (default right) */
  mouseSide?: Side;
}

/**
 * ROSA boxes from one frame: chair height (knee angle), armrests (elbow, shrug, abduction), back support
 * (trunk lean/recline), monitor (neck flexion/extension, twist), mouse (reach of the mouse arm), keyboard
 * (wrist extension, deviation, shrug), completed by the SPEC checkboxes in `task`.
 */
export function rosaInputFromPosture(
  frame: FramePosture,
  task: RosaTaskInputs,
  options?: RosaVideoOptions,
): PostureDerivation<RosaWorksheetInput> {
  checkFrame(frame);
  const o = resolveVideoOptions(options);
  const t = resolveNumericOptions<RosaThresholds>(ROSA_VIDEO_THRESHOLD_SPEC, options);
  const mouseSide = options?.mouseSide ?? 'right';
  if (mouseSide !== 'left' && mouseSide !== 'right')
    throw new ScoringInputError('unknown_code', 'options.mouseSide', { allowed: 'left|right' });
  const r = new PostureReader(frame, o.minConfidence);
  const steps: ScoreStep[] = [];
  const measured: Record<string, MeasuredSource> = {};
  const missing: string[] = [];
  const assumed: string[] = [];
  if (!frame.personFound) return { input: null, measured, missing: ['person'], assumed, steps };
  const flags: Partial<RosaWorksheetInput> = {};

  const derive = <T extends string>(item: VideoItem, fn: () => T | undefined): T | undefined => {
    const stated = task[item] as T | undefined;
    if (stated !== undefined) {
      steps.push(ruleStep(`rosa.derive.${item}`, `part.${item}`, 'rule.stated_by_user', 0));
      return stated;
    }
    const v = fn();
    if (v === undefined) missing.push(item);
    return v;
  };

  const chair = derive<RosaChairHeight>('chair_height', () => {
    const knee = r.maxOfSides('knee_flexion');
    if (!knee) return undefined;
    measured.chair_height = knee;
    const v: RosaChairHeight =
      Math.abs(knee.value - 90) <= t.kneeToleranceDeg
        ? 'KNEES_AT_90'
        : knee.value > 90
          ? 'TOO_LOW'
          : 'TOO_HIGH';
    steps.push(
      angleStep(
        'rosa.derive.chair_height',
        'part.chair_height',
        `rule.rosa.chair_height.${v}`,
        knee.value,
        knee.side ?? null,
        v === 'KNEES_AT_90' ? 1 : 2,
      ),
    );
    return v;
  });

  const shrug = (): MeasuredSource | undefined => {
    const l = r.sided('left', 'shoulder_elevation');
    const rr = r.sided('right', 'shoulder_elevation');
    if (!l && !rr) return undefined;
    return l && rr ? (l.value > rr.value ? l : rr) : (l ?? rr);
  };
  const arm = derive<RosaArmrest>('armrests', () => {
    const elbow = r.sided(mouseSide, 'elbow_flexion') ?? r.maxOfSides('elbow_flexion');
    const s = shrug();
    if (!elbow || !s) return undefined;
    measured.armrests = elbow;
    measured['armrests.shoulder_elevation'] = s;
    const v: RosaArmrest =
      s.value > o.shoulderRaisedDeg
        ? 'TOO_HIGH'
        : elbow.value < t.armrestElbowMinDeg
          ? 'TOO_LOW'
          : 'ELBOWS_SUPPORTED';
    steps.push(
      angleStep(
        'rosa.derive.armrests',
        'part.armrests',
        `rule.rosa.armrests.${v}`,
        v === 'TOO_HIGH' ? s.value : elbow.value,
        (v === 'TOO_HIGH' ? s.side : elbow.side) ?? null,
        v === 'ELBOWS_SUPPORTED' ? 1 : 2,
      ),
    );
    const abd = r.maxOfSides('upper_arm_abduction');
    if (!abd) assumed.push('armrest_too_wide');
    else if (abd.value > t.armrestAbductionDeg) {
      flags.armrest_too_wide = true;
      steps.push(
        angleStep(
          'rosa.derive.armrest_too_wide',
          'part.armrests',
          'adj.rosa.armrest_too_wide',
          abd.value,
          abd.side ?? null,
          true,
        ),
      );
    }
    return v;
  });

  const back = derive<RosaBackSupport>('back_support', () => {
    const trunk = r.axial('trunk_flexion');
    if (!trunk) return undefined;
    measured.back_support = trunk;
    const v: RosaBackSupport =
      trunk.value > o.uprightToleranceDeg
        ? 'NO_BACK_SUPPORT'
        : -trunk.value > t.backReclineMaxDeg
          ? 'ANGLE_OUT_OF_RANGE'
          : 'ADEQUATE';
    steps.push(
      angleStep(
        'rosa.derive.back_support',
        'part.back_support',
        `rule.rosa.back_support.${v}`,
        trunk.value,
        null,
        v === 'ADEQUATE' ? 1 : 2,
      ),
    );
    if (v === 'ADEQUATE') assumed.push('lumbar_support');
    return v;
  });

  const monitor = derive<RosaMonitor>('monitor', () => {
    const neck = r.axial('neck_flexion');
    if (!neck) return undefined;
    measured.monitor = neck;
    const v: RosaMonitor =
      neck.value < -o.neckExtensionToleranceDeg
        ? 'TOO_HIGH'
        : neck.value > t.monitorNeckFlexionDeg
          ? 'TOO_LOW'
          : 'EYE_LEVEL';
    steps.push(
      angleStep(
        'rosa.derive.monitor',
        'part.monitor',
        `rule.rosa.monitor.${v}`,
        neck.value,
        null,
        v === 'EYE_LEVEL' ? 1 : v === 'TOO_LOW' ? 2 : 3,
      ),
    );
    const tw = r.axial('neck_twist');
    if (!tw) assumed.push('monitor_neck_twist');
    else if (Math.abs(tw.value) > t.monitorNeckTwistDeg) {
      flags.monitor_neck_twist = true;
      steps.push(
        angleStep(
          'rosa.derive.monitor_neck_twist',
          'part.monitor',
          'adj.rosa.monitor_neck_twist',
          tw.value,
          null,
          true,
        ),
      );
    }
    return v;
  });

  const mouse = derive<RosaMouse>('mouse', () => {
    const ua = r.sided(mouseSide, 'upper_arm_flexion');
    if (!ua) return undefined;
    measured.mouse = ua;
    const v: RosaMouse = ua.value > t.mouseReachDeg ? 'REACHING' : 'IN_LINE';
    steps.push(
      angleStep(
        'rosa.derive.mouse',
        'part.mouse',
        `rule.rosa.mouse.${v}`,
        ua.value,
        mouseSide,
        v === 'IN_LINE' ? 1 : 2,
      ),
    );
    return v;
  });

  const keyboard = derive<RosaKeyboard>('keyboard', () => {
    const wl = r.sided('left', 'wrist_flexion');
    const wr = r.sided('right', 'wrist_flexion');
    if (!wl && !wr) return undefined;
    // the more extended wrist (most negative flexion)
    const w = wl && wr ? (wl.value < wr.value ? wl : wr) : (wl ?? wr);
    if (!w) return undefined;
    measured.keyboard = w;
    const v: RosaKeyboard =
      -w.value > Math.max(15, o.wristBentDeg) ? 'WRISTS_EXTENDED' : 'WRISTS_STRAIGHT';
    steps.push(
      angleStep(
        'rosa.derive.keyboard',
        'part.keyboard',
        `rule.rosa.keyboard.${v}`,
        w.value,
        w.side ?? null,
        v === 'WRISTS_STRAIGHT' ? 1 : 2,
      ),
    );
    const dev = r.maxOfSides('wrist_deviation');
    if (!dev) assumed.push('keyboard_wrist_deviation');
    else if (Math.abs(dev.value) > o.wristDeviationDeg) {
      flags.keyboard_wrist_deviation = true;
      steps.push(
        angleStep(
          'rosa.derive.keyboard_wrist_deviation',
          'part.keyboard',
          'adj.rosa.keyboard_wrist_deviation',
          dev.value,
          dev.side ?? null,
          true,
        ),
      );
    }
    const s = shrug();
    if (!s) assumed.push('keyboard_too_high');
    else if (s.value > o.shoulderRaisedDeg) {
      flags.keyboard_too_high = true;
      steps.push(
        angleStep(
          'rosa.derive.keyboard_too_high',
          'part.keyboard',
          'adj.rosa.keyboard_too_high',
          s.value,
          s.side ?? null,
          true,
        ),
      );
    }
    return v;
  });

  if (!chair || !arm || !back || !monitor || !mouse || !keyboard)
    return { input: null, measured, missing, assumed, steps };
  // Checkbox flags stated by the user stay true; video-derived flags only add.
  const merged: RosaWorksheetInput = {
    ...task,
    chair_height: chair,
    armrests: arm,
    back_support: back,
    monitor,
    mouse,
    keyboard,
  };
  for (const [k, v] of Object.entries(flags) as [keyof RosaWorksheetInput, boolean][])
    if (v && merged[k] !== true) Object.assign(merged, { [k]: true });
  return { input: merged, measured, missing, assumed, steps };
}
