import type { MeasuredValue, Side } from '@ergo/ergonomics';
import type { LandmarkName, PoseFrame } from '../model/keypoints';
import { upperArmAngles, type WorldAngles } from './angles-3d';
import type { BodyFrame } from './body-frames';
import { MIN_KEYPOINT_SCORE } from './confidence';
import { landmark, skeletonsOf, type Skeleton } from './landmarks';
import { cross, DEG, dot, mid, norm, reject, sub, unit, vec, type Vec3 } from './vec';

/*
 * Depth from body proportions (issue 31, item 1; Taylor 2000, "Reconstruction of articulated
 * objects from point correspondences in a single uncalibrated image"). A segment pointing toward
 * or away from the camera looks shorter in the picture than it is: from its true length L and its
 * length in the picture p, it leaves the picture's plane by acos(p / L), whatever the model's
 * depth says. BlazePose's depth is its weakest coordinate and reads such a lean low (the product's
 * neck, trunk and upper arm read low on every view); the picture's lengths do not depend on it.
 */

/**
 * Segment lengths as shares of stature (Winter, Biomechanics and Motor Control of Human Movement,
 * 4th ed. 2009, Fig. 4.1: joint centre heights 0.818 shoulder, 0.630 elbow, 0.485 wrist, 0.530 hip,
 * 0.285 knee, 0.039 ankle).
 */
export const WINTER_SHARES = {
  trunk: 0.288,
  upper_arm: 0.188,
  forearm: 0.145,
  thigh: 0.245,
  shank: 0.246,
} as const;
export type SegmentName = keyof typeof WINTER_SHARES;
export type SegmentShares = Readonly<Record<SegmentName, number>>;

/**
 * A lean smaller than this is not trusted: people differ from Winter's shares by about 5%, and
 * keypoints are a few pixels off; at p / L = 0.87 (30°) those errors move the lean by ±10°, near
 * p / L = 1 by ±25°. Chosen from that arithmetic, not from the expert-scored stills.
 */
export const MIN_LEAN_DEG = 30;
/** Stature is read from at least this many segments seen clearly. */
const MIN_SEGMENTS_FOR_STATURE = 3;
/** A model depth this small against the segment's length says nothing of its direction. */
const MIN_DEPTH_SHARE = 0.1;

interface SegmentInPicture {
  name: SegmentName;
  side: Side | null;
  /** the segment in the picture, pixels (x right, y down, z 0) */
  vector: Vec3;
  /** seen clearly: every landmark in the picture with a score of at least MIN_KEYPOINT_SCORE */
  clear: boolean;
}

const ends = (s: Skeleton, from: readonly LandmarkName[], to: readonly LandmarkName[]) => {
  const point = (names: readonly LandmarkName[]) =>
    names.length === 2 && names[0] && names[1]
      ? mid(landmark(s, names[0]), landmark(s, names[1]))
      : landmark(s, names[0] ?? 'nose');
  const all = [...from, ...to].map((n) => landmark(s, n));
  return {
    vector: sub(point(to), point(from)),
    clear: all.every((p) => p.inFrame && p.score >= MIN_KEYPOINT_SCORE),
  };
};

/** The trunk and each limb segment as the picture shows them. */
export function segmentsInPicture(image: Skeleton): SegmentInPicture[] {
  const segments: SegmentInPicture[] = [
    {
      name: 'trunk',
      side: null,
      ...ends(image, ['left_hip', 'right_hip'], ['left_shoulder', 'right_shoulder']),
    },
  ];
  const limbs: [SegmentName, string, string][] = [
    ['upper_arm', 'shoulder', 'elbow'],
    ['forearm', 'elbow', 'wrist'],
    ['thigh', 'hip', 'knee'],
    ['shank', 'knee', 'ankle'],
  ];
  for (const side of ['left', 'right'] as const)
    for (const [name, a, b] of limbs)
      segments.push({
        name,
        side,
        ...ends(image, [`${side}_${a}` as LandmarkName], [`${side}_${b}` as LandmarkName]),
      });
  return segments;
}

/**
 * The worker's stature in the picture's pixels. No segment looks longer than it is, so each clear
 * segment's length over its share is a lower bound; the segments nearest the picture's plane give
 * the largest. The estimate is the second-largest bound, a length a second segment confirms: the
 * largest alone let one misplaced keypoint (a segment drawn 10–20% too long) set the stature, and
 * acos(p / L) turns that into 10–15° of lean (issue 31's first attempt: the squat clip's trunk read
 * 4.9° apart from Google's reference keypoints through it). Null with fewer than three clear
 * segments.
 */
export function statureInPixels(
  segments: readonly SegmentInPicture[],
  shares: SegmentShares = WINTER_SHARES,
): number | null {
  const bounds = segments
    .filter((s) => s.clear)
    .map((s) => norm(s.vector) / shares[s.name])
    .filter((h) => Number.isFinite(h) && h > 0);
  if (bounds.length < MIN_SEGMENTS_FOR_STATURE) return null;
  bounds.sort((a, b) => b - a);
  return bounds[1] ?? null;
}

/** One frame's picture read once: its segments, the stature they give, and the shares used. */
export interface PictureLengths {
  segments: SegmentInPicture[];
  /** pixels; null with fewer than three clear segments */
  stature: number | null;
  shares: SegmentShares;
}

export function pictureLengths(
  image: Skeleton,
  shares: SegmentShares = WINTER_SHARES,
): PictureLengths {
  const segments = segmentsInPicture(image);
  return { segments, stature: statureInPixels(segments, shares), shares };
}

/**
 * Each clearly seen segment's lean out of the picture's plane by its length (acos(p / L), its
 * share of the stature read from the picture), for the choice of the 2D reading in a side-on view
 * (estimate-choice.ts); null for a segment not seen clearly, or all of them without a stature.
 */
export function leansByLength({
  segments,
  stature,
  shares,
}: PictureLengths): (name: SegmentName, side: Side | null) => number | null {
  return (name, side) => {
    const segment = segments.find((s) => s.name === name && s.side === side);
    if (stature === null || !segment?.clear) return null;
    return leanOutOfPicture(norm(segment.vector), stature * shares[name]);
  };
}

/** How far a segment leaves the picture's plane, degrees: acos(projected / true length). */
export function leanOutOfPicture(projected: number, trueLength: number): number {
  if (!(trueLength > 0)) return 0;
  return Math.acos(Math.min(1, projected / trueLength)) * DEG;
}

/**
 * The segment's direction in camera axes (x right, y down, z away from the camera): its picture
 * in x and y, and the depth its true length leaves for it, toward the camera (zSign −1) or away.
 */
export function directionFromProportions(picture: Vec3, trueLength: number, zSign: number): Vec3 {
  const projected = Math.hypot(picture.x, picture.y);
  const depth = Math.sqrt(Math.max(0, trueLength * trueLength - projected * projected));
  return vec(picture.x, picture.y, (zSign < 0 ? -1 : 1) * depth);
}

/**
 * Toward or away from the camera: the model's depth says which when it is clear (the sign of a
 * compressed depth is still right); when the model puts the segment in the picture's plane, the
 * direction the body faces decides (a trunk bends forward and an arm reaches forward far more often
 * than either goes back far enough to look short).
 */
function depthSign(world: Vec3 | null, forward: Vec3): number {
  if (world) {
    const length = norm(world);
    if (length > 0 && Math.abs(world.z) / length >= MIN_DEPTH_SHARE) return Math.sign(world.z);
  }
  return forward.z < 0 ? -1 : 1;
}

const planeAngle = (v: Vec3, up: Vec3, forward: Vec3): number =>
  Math.atan2(dot(v, forward), dot(v, up)) * DEG;

/** What the proportions read of the frame, each with its lean out of the picture (degrees). */
export interface ProportionReadings {
  trunkFlexion: { value: number; lean: number } | null;
  upperArmFlexion: Record<Side, { value: number; lean: number } | null>;
}

/**
 * The trunk's and each upper arm's flexion from the picture and body proportions: each segment
 * rebuilt in camera axes from its picture, its true length (its share of the stature read from
 * the picture) and the side of the picture it leans to, then measured as the 3D angles are, in the
 * model's pelvis and a thorax whose axis is the rebuilt trunk. Null where a segment or the
 * stature is not seen clearly.
 */
export function proportionReadings(
  { segments, stature, shares }: PictureLengths,
  world: Skeleton,
  angles: Pick<WorldAngles, 'pelvis' | 'thorax'>,
): ProportionReadings {
  const none: ProportionReadings = {
    trunkFlexion: null,
    upperArmFlexion: { left: null, right: null },
  };
  const { pelvis, thorax } = angles;
  if (stature === null || !pelvis || !thorax) return none;
  const W = (n: LandmarkName): Vec3 => landmark(world, n);
  const trunkSeen = segments.find((s) => s.name === 'trunk');
  let trunkFlexion: ProportionReadings['trunkFlexion'] = null;
  let thoraxUp = thorax.up;
  if (trunkSeen?.clear) {
    const length = stature * shares.trunk;
    const lean = leanOutOfPicture(norm(trunkSeen.vector), length);
    const worldTrunk = sub(thorax.origin, pelvis.origin);
    const rebuilt = directionFromProportions(
      trunkSeen.vector,
      length,
      depthSign(worldTrunk, pelvis.forward),
    );
    trunkFlexion = { value: planeAngle(rebuilt, pelvis.up, pelvis.forward), lean };
    // the rebuilt trunk carries the arms only where its own lean is trusted
    if (lean >= MIN_LEAN_DEG) thoraxUp = unit(rebuilt) ?? thorax.up;
  }
  const lateral = unit(reject(sub(W('left_shoulder'), W('right_shoulder')), thoraxUp));
  const frame: BodyFrame | null = lateral
    ? { origin: thorax.origin, lateral, up: thoraxUp, forward: cross(lateral, thoraxUp) }
    : null;
  const arm = (side: Side) => {
    const seenArm = segments.find((s) => s.name === 'upper_arm' && s.side === side);
    if (!frame || !seenArm?.clear || !trunkSeen?.clear) return null;
    const length = stature * shares.upper_arm;
    const worldArm = sub(W(`${side}_elbow`), W(`${side}_shoulder`));
    const rebuilt = directionFromProportions(
      seenArm.vector,
      length,
      depthSign(worldArm, frame.forward),
    );
    return {
      value: upperArmAngles(rebuilt, frame, side).flexion,
      lean: leanOutOfPicture(norm(seenArm.vector), length),
    };
  };
  return { trunkFlexion, upperArmFlexion: { left: arm('left'), right: arm('right') } };
}

/**
 * The reading that replaces the model's: only a segment leaning at least MIN_LEAN_DEG out of the
 * picture, only when it reads more flexion than the model (both under-read a lean, the model more:
 * the larger is the nearer), and never an extension (the model's reading stands there). Marked
 * `fromProportions`; the confidence stays the model's (the same landmarks).
 */
export function withProportion(
  model: MeasuredValue | null | undefined,
  reading: { value: number; lean: number } | null,
): MeasuredValue | null | undefined {
  // a 2D reading was taken because the segment looks its full length: no lean to correct
  if (!model || model.from2d === true || !reading || reading.lean < MIN_LEAN_DEG) return model;
  if (!Number.isFinite(reading.value) || reading.value <= Math.max(model.value, 0)) return model;
  return { ...model, value: reading.value, fromProportions: true };
}

/** The frame's 3D angles with the trunk's and upper arms' flexion read from proportions where due. */
export function applyProportions<A extends Pick<WorldAngles, 'axial' | 'left' | 'right'>>(
  angles: A,
  readings: ProportionReadings,
): A {
  return {
    ...angles,
    axial: {
      ...angles.axial,
      trunk_flexion: withProportion(angles.axial.trunk_flexion, readings.trunkFlexion),
    },
    left: {
      ...angles.left,
      upper_arm_flexion: withProportion(
        angles.left.upper_arm_flexion,
        readings.upperArmFlexion.left,
      ),
    },
    right: {
      ...angles.right,
      upper_arm_flexion: withProportion(
        angles.right.upper_arm_flexion,
        readings.upperArmFlexion.right,
      ),
    },
  };
}

/** A segment's own share is read from a video where it was seen clearly at least this often. */
export const MIN_FRAMES_FOR_OWN_SHARE = 15;
/** The share a segment's clear lengths reach in this share of the frames is its own (in the plane). */
const OWN_SHARE_PERCENTILE = 0.9;
/**
 * A worker's own share stays within this fraction of Winter's: adults' segment lengths relative to
 * stature vary by about 5% (one standard deviation), so ±10% holds nearly everyone. Without the
 * bound, a clip whose worker never puts a segment in the picture's plane (a reach toward the camera
 * held for the whole clip) would learn the foreshortened length as the segment's own, and read its
 * lean as none.
 */
const OWN_SHARE_BOUND = 0.1;

/**
 * This worker's segment lengths as shares of stature, from a video: a segment lies in the picture's
 * plane in some frames and is foreshortened in others, so a high percentile (the 90th, robust to a
 * misplaced keypoint) of its clear length against the frame's stature is its true share. A segment
 * seen clearly in fewer than MIN_FRAMES_FOR_OWN_SHARE frames (a still, a short clip) keeps
 * Winter's share; an own share stays within OWN_SHARE_BOUND of Winter's. Both sides of a limb
 * count together.
 */
export function ownShares(
  frames: readonly PoseFrame[],
  size: { width: number; height: number } | null,
): SegmentShares {
  const ratios = new Map<SegmentName, number[]>();
  for (const frame of frames) {
    if (!frame.pose) continue;
    const segments = segmentsInPicture(skeletonsOf(frame.pose, size).image);
    const stature = statureInPixels(segments);
    if (stature === null) continue;
    for (const segment of segments) {
      if (!segment.clear) continue;
      const list = ratios.get(segment.name) ?? [];
      list.push(norm(segment.vector) / stature);
      ratios.set(segment.name, list);
    }
  }
  const shares: Record<SegmentName, number> = { ...WINTER_SHARES };
  for (const [name, list] of ratios) {
    if (list.length < MIN_FRAMES_FOR_OWN_SHARE) continue;
    list.sort((a, b) => a - b);
    const own = list[Math.floor(OWN_SHARE_PERCENTILE * (list.length - 1))];
    const winter = WINTER_SHARES[name];
    if (own !== undefined && own > 0)
      shares[name] = Math.min(
        winter * (1 + OWN_SHARE_BOUND),
        Math.max(winter * (1 - OWN_SHARE_BOUND), own),
      );
  }
  return shares;
}
