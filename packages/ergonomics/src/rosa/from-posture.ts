import {
  checkFrame,
  PostureReader,
  resolveNumericOptions,
  type MeasuredSource,
} from '../core/posture-read';
import { ScoringInputError } from '../core/errors';
import { DerivationLog, type PostureDerivation } from '../core/derivation';
import { angleStep, ruleStep } from '../core/step';
import { resolveVideoOptions, type VideoOptions } from '../core/video-options';
import type { FramePosture, Side } from '../posture';
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

/** What each of ROSA's item readers reads from: the frame, the options, what it collects. */
interface RosaRead {
  r: PostureReader;
  o: ReturnType<typeof resolveVideoOptions>;
  t: RosaThresholds;
  mouseSide: Side;
  log: DerivationLog;
  /** the checkbox flags the video adds (never removes) */
  flags: Partial<RosaWorksheetInput>;
}

type RosaFlag =
  'armrest_too_wide' | 'monitor_neck_twist' | 'keyboard_wrist_deviation' | 'keyboard_too_high';

/**
 * One of ROSA's checkbox flags read from video: set when a confident reading passes its limit
 * (and explained), listed as assumed when there is none. The video only ever adds a flag.
 */
function readFlag(
  c: RosaRead,
  flag: RosaFlag,
  reading: MeasuredSource | undefined,
  partKey: string,
  on: (value: number) => boolean,
): void {
  if (!reading) {
    c.log.assumed.push(flag);
    return;
  }
  if (!on(reading.value)) return;
  c.flags[flag] = true;
  c.log.steps.push(
    angleStep(
      `rosa.derive.${flag}`,
      partKey,
      `adj.rosa.${flag}`,
      reading.value,
      reading.side ?? null,
      true,
    ),
  );
}

/** The item's box with its explanation: its measured value, the box's rule and its score. */
function itemStep<T extends string>(
  c: RosaRead,
  item: VideoItem,
  box: T,
  reading: MeasuredSource,
  side: Side | null,
  score: number,
): T {
  c.log.steps.push(
    angleStep(
      `rosa.derive.${item}`,
      `part.${item}`,
      `rule.rosa.${item}.${box}`,
      reading.value,
      side,
      score,
    ),
  );
  return box;
}

/** Chair height from the knee: about 90° is right, more bent too low, straighter too high. */
function readChairHeight(c: RosaRead): RosaChairHeight | undefined {
  const knee = c.r.maxOfSides('knee_flexion');
  if (!knee) return undefined;
  c.log.measured.chair_height = knee;
  const v: RosaChairHeight =
    Math.abs(knee.value - 90) <= c.t.kneeToleranceDeg
      ? 'KNEES_AT_90'
      : knee.value > 90
        ? 'TOO_LOW'
        : 'TOO_HIGH';
  return itemStep(c, 'chair_height', v, knee, knee.side ?? null, v === 'KNEES_AT_90' ? 1 : 2);
}

/** The higher shrug of the two shoulders. */
function shrug(r: PostureReader): MeasuredSource | undefined {
  const l = r.sided('left', 'shoulder_elevation');
  const rr = r.sided('right', 'shoulder_elevation');
  if (!l && !rr) return undefined;
  return l && rr ? (l.value > rr.value ? l : rr) : (l ?? rr);
}

/** Armrests from the shrug (too high), the elbow (forearm unsupported) and abduction (too wide). */
function readArmrests(c: RosaRead): RosaArmrest | undefined {
  const elbow = c.r.sided(c.mouseSide, 'elbow_flexion') ?? c.r.maxOfSides('elbow_flexion');
  const s = shrug(c.r);
  if (!elbow || !s) return undefined;
  c.log.measured.armrests = elbow;
  c.log.measured['armrests.shoulder_elevation'] = s;
  const v: RosaArmrest =
    s.value > c.o.shoulderRaisedDeg
      ? 'TOO_HIGH'
      : elbow.value < c.t.armrestElbowMinDeg
        ? 'TOO_LOW'
        : 'ELBOWS_SUPPORTED';
  const shown = v === 'TOO_HIGH' ? s : elbow;
  itemStep(c, 'armrests', v, shown, shown.side ?? null, v === 'ELBOWS_SUPPORTED' ? 1 : 2);
  readFlag(
    c,
    'armrest_too_wide',
    c.r.maxOfSides('upper_arm_abduction'),
    'part.armrests',
    (deg) => deg > c.t.armrestAbductionDeg,
  );
  return v;
}

/** Back support from the trunk: leaning forward off the rest, or reclined too far. */
function readBackSupport(c: RosaRead): RosaBackSupport | undefined {
  const trunk = c.r.axial('trunk_flexion');
  if (!trunk) return undefined;
  c.log.measured.back_support = trunk;
  const v: RosaBackSupport =
    trunk.value > c.o.uprightToleranceDeg
      ? 'NO_BACK_SUPPORT'
      : -trunk.value > c.t.backReclineMaxDeg
        ? 'ANGLE_OUT_OF_RANGE'
        : 'ADEQUATE';
  itemStep(c, 'back_support', v, trunk, null, v === 'ADEQUATE' ? 1 : 2);
  if (v === 'ADEQUATE') c.log.assumed.push('lumbar_support');
  return v;
}

/** Monitor from the neck: extended (too high), flexed (too low), twisted (to the side). */
function readMonitor(c: RosaRead): RosaMonitor | undefined {
  const neck = c.r.axial('neck_flexion');
  if (!neck) return undefined;
  c.log.measured.monitor = neck;
  const v: RosaMonitor =
    neck.value < -c.o.neckExtensionToleranceDeg
      ? 'TOO_HIGH'
      : neck.value > c.t.monitorNeckFlexionDeg
        ? 'TOO_LOW'
        : 'EYE_LEVEL';
  itemStep(c, 'monitor', v, neck, null, v === 'EYE_LEVEL' ? 1 : v === 'TOO_LOW' ? 2 : 3);
  readFlag(
    c,
    'monitor_neck_twist',
    c.r.axial('neck_twist'),
    'part.monitor',
    (deg) => Math.abs(deg) > c.t.monitorNeckTwistDeg,
  );
  return v;
}

/** Mouse from the mouse hand's upper arm: raised forward past the limit is reaching. */
function readMouse(c: RosaRead): RosaMouse | undefined {
  const ua = c.r.sided(c.mouseSide, 'upper_arm_flexion');
  if (!ua) return undefined;
  c.log.measured.mouse = ua;
  const v: RosaMouse = ua.value > c.t.mouseReachDeg ? 'REACHING' : 'IN_LINE';
  return itemStep(c, 'mouse', v, ua, c.mouseSide, v === 'IN_LINE' ? 1 : 2);
}

/** Keyboard from the more extended wrist, its deviation, and the shrug (keyboard too high). */
function readKeyboard(c: RosaRead): RosaKeyboard | undefined {
  const wl = c.r.sided('left', 'wrist_flexion');
  const wr = c.r.sided('right', 'wrist_flexion');
  // the more extended wrist (most negative flexion)
  const w = wl && wr ? (wl.value < wr.value ? wl : wr) : (wl ?? wr);
  if (!w) return undefined;
  c.log.measured.keyboard = w;
  const v: RosaKeyboard =
    -w.value > Math.max(15, c.o.wristBentDeg) ? 'WRISTS_EXTENDED' : 'WRISTS_STRAIGHT';
  itemStep(c, 'keyboard', v, w, w.side ?? null, v === 'WRISTS_STRAIGHT' ? 1 : 2);
  readFlag(
    c,
    'keyboard_wrist_deviation',
    c.r.maxOfSides('wrist_deviation'),
    'part.keyboard',
    (deg) => Math.abs(deg) > c.o.wristDeviationDeg,
  );
  readFlag(
    c,
    'keyboard_too_high',
    shrug(c.r),
    'part.keyboard',
    (deg) => deg > c.o.shoulderRaisedDeg,
  );
  return v;
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
  if (!frame.personFound) return DerivationLog.noPerson();
  const c: RosaRead = { r, o, t, mouseSide, log: new DerivationLog(), flags: {} };

  // an item the user stated wins over the video; one neither stated nor seen is missing
  const derive = <T extends string>(item: VideoItem, read: (c: RosaRead) => T | undefined) => {
    const stated = task[item] as T | undefined;
    if (stated !== undefined) {
      c.log.steps.push(ruleStep(`rosa.derive.${item}`, `part.${item}`, 'rule.stated_by_user', 0));
      return stated;
    }
    const v = read(c);
    if (v === undefined) c.log.missing.push(item);
    return v;
  };
  const chair = derive('chair_height', readChairHeight);
  const arm = derive('armrests', readArmrests);
  const back = derive('back_support', readBackSupport);
  const monitor = derive('monitor', readMonitor);
  const mouse = derive('mouse', readMouse);
  const keyboard = derive('keyboard', readKeyboard);
  if (!chair || !arm || !back || !monitor || !mouse || !keyboard)
    return c.log.result<RosaWorksheetInput>(null);
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
  for (const [k, v] of Object.entries(c.flags) as [keyof RosaWorksheetInput, boolean][])
    if (v && merged[k] !== true) Object.assign(merged, { [k]: true });
  return c.log.result(merged);
}
