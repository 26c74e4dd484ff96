import type { HandSample } from '@ergo/ergonomics';
import type { LandmarkName, PoseFrame } from '../model/keypoints';
import { CAMERA_UP } from './body-frames';
import { MIN_KEYPOINT_SCORE } from './confidence';
import { landmark, skeletonsOf, type Skeleton } from './landmarks';
import { smoothSeries } from './smooth';
import { add, angleBetween, dot, mid, norm, reject, sub, unit, vec, type Vec3 } from './vec';

/*
 * Where the hands are for the NIOSH lifting equation (issue 33, "H, V, A at origin and
 * destination"), from BlazePose's world landmarks: V the hands' height above the floor (the lowest
 * foot point), H their horizontal distance from the ankles' midpoint, A the angle on the floor
 * between the feet's mid-sagittal line and the line to the hands (Waters et al. 1993). The world
 * landmarks are metric in the model's own idea of a body's size; the worker's stature, when known,
 * sets the scale.
 */

/** The stature used when the worker's is not entered (cm), said so on the page. */
export const DEFAULT_STATURE_CM = 175;
/**
 * Ankle → knee → hip → shoulder as a share of stature: Winter 2009, Fig. 4.1, joint heights 0.039
 * (ankle), 0.285 (knee), 0.530 (hip), 0.818 (shoulder): 0.246 + 0.245 + 0.288 = 0.779.
 */
export const ANKLE_TO_SHOULDER_SHARE = 0.779;
/** Below this horizontal distance (m, the model's) the hands are over the feet: A is 0. */
const MIN_REACH_FOR_ASYMMETRY_M = 0.05;

const FEET: readonly LandmarkName[] = [
  'left_ankle',
  'left_heel',
  'left_foot_index',
  'right_ankle',
  'right_heel',
  'right_foot_index',
];
const HANDS: readonly LandmarkName[] = ['left_wrist', 'right_wrist'];
const CHAIN: readonly LandmarkName[] = [
  'left_ankle',
  'left_knee',
  'left_hip',
  'right_ankle',
  'right_knee',
  'right_hip',
  'left_shoulder',
  'right_shoulder',
];

/** Every landmark in the picture and seen with a score of at least MIN_KEYPOINT_SCORE. */
const clear = (s: Skeleton, names: readonly LandmarkName[]): boolean =>
  names.every((n) => {
    const p = landmark(s, n);
    return p.inFrame && p.score >= MIN_KEYPOINT_SCORE;
  });
/**
 * Every landmark in the picture, whatever its score: a hand behind the load is the model's guess,
 * measured and marked (as every angle is), while one out of the picture is not measured at all.
 */
const inPicture = (s: Skeleton, names: readonly LandmarkName[]): boolean =>
  names.every((n) => landmark(s, n).inFrame);

/** The feet's mid-sagittal direction on the floor: the sum of the two feet's heel → toe lines. */
function feetForward(world: Skeleton): Vec3 {
  const L = (n: LandmarkName): Vec3 => landmark(world, n);
  const foot = (side: 'left' | 'right') =>
    unit(reject(sub(L(`${side}_foot_index`), L(`${side}_heel`)), CAMERA_UP)) ?? vec(0, 0, 0);
  // the mean of the two feet's directions: their bisector when they point apart
  return add(foot('left'), foot('right'));
}

/** A on the floor between the feet's direction `forward` and the line to the hands. */
function asymmetryAgainst(world: Skeleton, forward: Vec3): number | null {
  const L = (n: LandmarkName): Vec3 => landmark(world, n);
  const ankles = mid(L('left_ankle'), L('right_ankle'));
  const toHands = reject(sub(mid(L('left_wrist'), L('right_wrist')), ankles), CAMERA_UP);
  if (norm(forward) === 0) return null;
  // the hands over the feet: no line to them leaves the sagittal plane
  if (norm(toHands) < MIN_REACH_FOR_ASYMMETRY_M) return 0;
  const a = angleBetween(toHands, forward);
  return Number.isFinite(a) ? a : null;
}

/** The angle A on the floor between the feet's heel → toe directions and the line to the hands. */
export function handsAsymmetryDeg(world: Skeleton): number | null {
  return asymmetryAgainst(world, feetForward(world));
}

/**
 * The feet stay planted through a lift, while their 20 cm heel → toe lines are short enough for a
 * few centimetres of depth error to turn them by 10° or more in one frame: each frame's direction
 * is the mean of the clear frames' unit directions within FEET_WINDOW_S of it.
 */
export const FEET_WINDOW_S = 0.5;

function smoothedFeet(
  frames: readonly PoseFrame[],
  worlds: readonly (Skeleton | null)[],
): (Vec3 | null)[] {
  // the feet's direction from the frames where they are seen clearly, else where they are in the
  // picture (a still whose toes the model was unsure of)
  const seenFeet = worlds.some((w) => w !== null && clear(w, FEET)) ? clear : inPicture;
  const directions = worlds.map((w) => (w && seenFeet(w, FEET) ? unit(feetForward(w)) : null));
  // frames are in time order: each window is scanned from its frame outward
  const near = (i: number, j: number) =>
    Math.abs((frames[j]?.time ?? Infinity) - (frames[i]?.time ?? 0)) <= FEET_WINDOW_S;
  return frames.map((_, i) => {
    if (!worlds[i]) return null;
    // a frame whose own feet are unsure takes its clear neighbours' direction
    let sum = vec(0, 0, 0);
    for (let j = i; j >= 0 && near(i, j); j--) sum = add(sum, directions[j] ?? vec(0, 0, 0));
    for (let j = i + 1; j < frames.length && near(i, j); j++)
      sum = add(sum, directions[j] ?? vec(0, 0, 0));
    const own = worlds[i];
    return unit(sum) ?? (own && inPicture(own, FEET) ? unit(feetForward(own)) : null);
  });
}

/**
 * The hands' height, each foot point's height (metres, the model's scale, against the hips), H
 * (metres) and A (degrees) in one frame's world landmarks.
 */
function handsInWorld(
  world: Skeleton,
  feet: Vec3 | null,
): { hands: number; feet: number[]; h: number; a: number | null } {
  const L = (n: LandmarkName): Vec3 => landmark(world, n);
  const height = (p: Vec3): number => dot(p, CAMERA_UP);
  const hands = mid(L('left_wrist'), L('right_wrist'));
  const ankles = mid(L('left_ankle'), L('right_ankle'));
  return {
    hands: height(hands),
    // each foot point's height: the floor is the lowest, once each is steadied over time
    feet: FEET.map((n) => height(L(n))),
    h: norm(reject(sub(hands, ankles), CAMERA_UP)),
    a: feet ? asymmetryAgainst(world, feet) : null,
  };
}

/** Ankle → knee → hip → shoulder in the model's world (m): the legs' mean plus the trunk. */
function chainLength(world: Skeleton): number {
  const L = (n: LandmarkName): Vec3 => landmark(world, n);
  const leg = (side: 'left' | 'right') =>
    norm(sub(L(`${side}_knee`), L(`${side}_ankle`))) +
    norm(sub(L(`${side}_hip`), L(`${side}_knee`)));
  const trunk = norm(
    sub(mid(L('left_shoulder'), L('right_shoulder')), mid(L('left_hip'), L('right_hip'))),
  );
  // a bent knee or hip does not shorten a 3D segment; the mean of the legs, as the longer of two
  // noisy ones reads long (+3% with a few centimetres of noise)
  return (leg('left') + leg('right')) / 2 + trunk;
}

/** A stature outside this range (cm) is no adult's: it is not used, the default is. */
export const STATURE_RANGE_CM = [100, 230] as const;

export interface LiftGeometry {
  samples: HandSample[];
  /**
   * the stature the figures are scaled to (cm): the worker's, the default, or none ('model': no
   * frame showed the ankle → shoulder chain, so the model's own metres stand)
   */
  statureCm: number | null;
  stature: 'worker' | 'default' | 'model';
  /** the stature the model's own world implies (cm), the median over clear frames; null if none */
  modelStatureCm: number | null;
}

/**
 * The hands' V, H (cm) and A (°) in every frame of a clip, scaled to the worker's stature (or the
 * default): scale = stature / the model's own stature, read from the ankle → shoulder chain of the
 * frames where it is seen clearly (its median) through Winter's share. A frame without a person
 * or world landmarks, or with a hand or foot out of the picture, gives nulls; one with a hand or
 * foot the model was unsure of is measured and marked `low_confidence`.
 */
export function liftGeometry(
  frames: readonly PoseFrame[],
  options: {
    statureCm: number | null;
    frameSize: { width: number; height: number } | null;
    /** the clip's sampling rate (its PoseTrack's `sampledFps`), for the smoothing's window */
    sampledFps: number;
  },
): LiftGeometry {
  const worlds = frames.map((f) => (f.pose ? skeletonsOf(f.pose, options.frameSize).world : null));
  // the stature from the frames whose chain is seen clearly; a still with a joint the model was
  // unsure of falls back on the frames whose chain is at least in the picture
  const chainsWhere = (seenWell: (w: Skeleton) => boolean) =>
    worlds.flatMap((w) => (w && seenWell(w) ? [chainLength(w)] : [])).sort((a, b) => a - b);
  const clearChains = chainsWhere((w) => clear(w, CHAIN));
  const chains = clearChains.length > 0 ? clearChains : chainsWhere((w) => inPicture(w, CHAIN));
  const median = chains.length > 0 ? chains[Math.floor((chains.length - 1) / 2)] : undefined;
  const modelStatureCm = median === undefined ? null : (100 * median) / ANKLE_TO_SHOULDER_SHARE;
  const entered = options.statureCm;
  const worker =
    entered !== null &&
    Number.isFinite(entered) &&
    entered >= STATURE_RANGE_CM[0] &&
    entered <= STATURE_RANGE_CM[1];
  const statureCm = worker ? entered : DEFAULT_STATURE_CM;
  // without a frame that shows the chain the model's own metres stand (m → cm only)
  const scale = modelStatureCm === null ? 100 : (100 * statureCm) / modelStatureCm;
  const feet = smoothedFeet(frames, worlds);
  const raw = frames.map((_, i) => {
    const world = worlds[i];
    return world && inPicture(world, [...HANDS, ...FEET])
      ? handsInWorld(world, feet[i] ?? null)
      : null;
  });
  // the hands' path smoothed as every angle's series is (smooth.ts): jitter out, plateaus kept
  const smooth = (values: (number | null)[]) =>
    smoothSeries(values, { sampledFps: options.sampledFps, minOutlier: 10 });
  // the floor: the lowest foot point, each point's height steadied first (the lowest of six noisy
  // heights lies below them all, so an unsteadied floor reads low and V high)
  const footHeights = FEET.map((_, k) => smooth(raw.map((r) => r?.feet[k] ?? null)));
  const v = smooth(
    raw.map((r, i) => {
      if (!r) return null;
      const floor = Math.min(...footHeights.map((series) => series[i] ?? Infinity));
      return Number.isFinite(floor) ? (r.hands - floor) * scale : null;
    }),
  );
  const h = smooth(raw.map((r) => (r ? r.h * scale : null)));
  const a = smooth(raw.map((r) => r?.a ?? null));
  const unsure = worlds.map(
    (world, i) => raw[i] !== null && world !== null && !clear(world, [...HANDS, ...FEET]),
  );
  // a smoothed magnitude may overshoot its bounds by a little near them (a fitted parabola)
  const within = (x: number | null | undefined, max = Infinity) =>
    x === null || x === undefined ? null : Math.min(max, Math.max(0, x));
  const samples = frames.map((frame, i): HandSample => ({
    time: frame.time,
    v_cm: within(v[i]),
    h_cm: within(h[i]),
    a_deg: within(a[i], 180),
    ...(unsure[i] ? { low_confidence: true } : {}),
  }));
  return {
    samples,
    statureCm: modelStatureCm === null ? null : statureCm,
    stature: modelStatureCm === null ? 'model' : worker ? 'worker' : 'default',
    modelStatureCm,
  };
}
