import { boxArea, boxCentre, boxHeight, contains, grow, type PersonBox } from './boxes';
import type { PersonTrack } from './track-people';

/** A point the user clicked on a frame of the video, in source-video pixels. */
export interface PersonPick {
  time: number;
  x: number;
  y: number;
}

export class PersonNotFoundError extends Error {
  override readonly name = 'PersonNotFoundError';
}

/**
 * Seconds a person is in the scene: from the first to the last time they are seen, plus one
 * sampling period. Moments the model misses them (a fast turn, a jump, backlight) still count.
 */
const presence = (track: PersonTrack, period: number): number =>
  (track.samples.at(-1)?.time ?? 0) - (track.samples[0]?.time ?? 0) + period;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The worker by default: the person present longest and largest, i.e. the seconds in the scene ×
 * the median height in the picture. A passer-by is seen briefly, a bystander in the back is small;
 * the person the camera was set up for is usually both there throughout and large.
 */
export function defaultWorker(tracks: readonly PersonTrack[], period: number): PersonTrack | null {
  let best: PersonTrack | null = null;
  let bestValue = 0;
  for (const track of tracks) {
    const value =
      presence(track, period) * median(track.samples.map((s) => boxHeight(s.box) * s.score));
    if (value > bestValue) {
      best = track;
      bestValue = value;
    }
  }
  return best;
}

/**
 * The person the user clicked: at the sampled moment nearest the click (within `within` seconds),
 * the smallest box that holds the point (the person in front when boxes overlap), else the box
 * whose centre is nearest, if it is within half the person's height. Throws PersonNotFoundError.
 */
export function pickedWorker(
  tracks: readonly PersonTrack[],
  pick: PersonPick,
  within: number,
): PersonTrack {
  let best: { track: PersonTrack; rank: number } | null = null;
  for (const track of tracks) {
    let nearest: { time: number; box: PersonBox } | null = null;
    for (const s of track.samples) {
      if (Math.abs(s.time - pick.time) > within) continue;
      if (!nearest || Math.abs(s.time - pick.time) < Math.abs(nearest.time - pick.time))
        nearest = s;
    }
    if (!nearest) continue;
    const box = nearest.box;
    const [cx, cy] = boxCentre(box);
    const distance = Math.hypot(cx - pick.x, cy - pick.y) / Math.max(1, boxHeight(box));
    // inside a box ranks before every box that is merely near; among those, smaller boxes first
    const rank = contains(grow(box, 0.05), pick.x, pick.y)
      ? boxArea(box) / 1e12
      : distance <= 0.5
        ? 1 + distance
        : Infinity;
    if (rank < (best?.rank ?? Infinity)) best = { track, rank };
  }
  if (!best) throw new PersonNotFoundError('no person at that point of the video');
  return best.track;
}
