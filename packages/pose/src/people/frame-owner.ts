import { LM, type PoseFrame } from '../model/keypoints';
import { boxHeight, contains, grow, intersectionOverUnion, type PersonBox } from './boxes';
import { boxAt, type PersonTrack } from './track-people';

/**
 * Whose pose a frame holds, seen against the tracked worker:
 * - 'worker': the pose is the worker's;
 * - 'absent': the worker is not in the picture at that time (left, or hidden);
 * - 'overlapped': another person is so close to the worker that the two can be confused;
 * - 'other': the pose is someone else's (or the model found none while the worker is there).
 */
export type FrameOwner = 'worker' | 'absent' | 'overlapped' | 'other';

/** Two people whose boxes overlap this much can no longer be told apart with confidence. */
export const CONFUSION_IOU = 0.3;

const TORSO = [LM.left_shoulder, LM.right_shoulder, LM.left_hip, LM.right_hip];

/** Centre of the pose's shoulders and hips in source pixels (BlazePose always returns all four). */
export function torsoCentre(image: Float32Array): [number, number] {
  let x = 0;
  let y = 0;
  for (const i of TORSO) {
    x += image[i * 3] ?? 0;
    y += image[i * 3 + 1] ?? 0;
  }
  return [x / TORSO.length, y / TORSO.length];
}

/**
 * True when the pose is the person in `box`: its torso centre lies inside the box (grown by 10%)
 * and its torso is not far larger than the box (a pose spread over two people).
 */
export function poseFitsBox(image: Float32Array, box: PersonBox): boolean {
  const [x, y] = torsoCentre(image);
  if (!contains(grow(box, 0.1), x, y)) return false;
  const shoulderY =
    ((image[LM.left_shoulder * 3 + 1] ?? 0) + (image[LM.right_shoulder * 3 + 1] ?? 0)) / 2;
  const hipY = ((image[LM.left_hip * 3 + 1] ?? 0) + (image[LM.right_hip * 3 + 1] ?? 0)) / 2;
  const shoulderX = ((image[LM.left_shoulder * 3] ?? 0) + (image[LM.right_shoulder * 3] ?? 0)) / 2;
  const hipX = ((image[LM.left_hip * 3] ?? 0) + (image[LM.right_hip * 3] ?? 0)) / 2;
  return Math.hypot(shoulderX - hipX, shoulderY - hipY) <= boxHeight(box) * 1.1;
}

export interface OwnerContext {
  worker: PersonTrack;
  others: readonly PersonTrack[];
  /** seconds a box is held beyond a track's first/last sample (half the people sampling period) */
  hold: number;
}

/**
 * Who a frame's pose belongs to (see FrameOwner). Without the worker's box (before they come in,
 * after they leave, or in a gap of more than 2 s where the multi-person model lost them), a pose
 * is not taken as theirs: it may be anyone's, and an unscored frame is better than a frame scored
 * for the wrong person.
 */
export function frameOwner(frame: PoseFrame, context: OwnerContext): FrameOwner {
  const box = boxAt(context.worker, frame.time, context.hold);
  if (!box) return 'absent';
  const others = context.others
    .map((t) => boxAt(t, frame.time, context.hold))
    .filter((other): other is PersonBox => other !== null);
  if (others.some((other) => intersectionOverUnion(other, box) >= CONFUSION_IOU))
    return 'overlapped';
  if (!frame.pose) return 'other';
  if (!poseFitsBox(frame.pose.image, box)) return 'other';
  // Issue 31, item 4: a pose that fits another person's box as well could be either's (one
  // passing in front of the other, their boxes sampled between the model's looks): its owner is
  // uncertain, so it is left unscored as an overlap, never scored as possibly someone else.
  const image = frame.pose.image;
  return others.some((other) => poseFitsBox(image, other)) ? 'overlapped' : 'worker';
}
