import {
  boxCentre,
  boxHeight,
  boxWidth,
  intersectionOverUnion,
  lerpBox,
  type PersonBox,
} from './boxes';

/** One person the multi-person model found in one frame. */
export interface DetectedPerson {
  box: PersonBox;
  score: number;
}

/** The people found in one sampled frame (source-video pixels). */
export interface PeopleFrame {
  time: number;
  people: DetectedPerson[];
}

export interface TrackSample {
  time: number;
  box: PersonBox;
  score: number;
}

/** One person followed through the video; ids are 1, 2, … in order of first appearance. */
export interface PersonTrack {
  id: number;
  samples: TrackSample[];
}

export interface TrackingOptions {
  /**
   * a track not seen for longer than this ends (default 3 s): a person hidden longer is new. A
   * person who leaves and someone else who comes in within that time may be taken for one.
   */
  maxGapSeconds?: number;
  /** below this similarity a detection starts a new track instead (default 0.25) */
  minSimilarity?: number;
}

const DEFAULT_MAX_GAP = 3;
/**
 * boxes are interpolated across gaps up to this long (a long clip places people every 2 s, and one
 * missed sample doubles that); beyond it the person is not placed
 */
const MAX_INTERPOLATION_GAP = 2.5;
const DEFAULT_MIN_SIMILARITY = 0.25;

/**
 * Where a track's box is expected at `time`: its last box, moved on at the velocity of its centre
 * over the last two samples (damped, and for at most 1 s ahead: a velocity is no guide to where
 * someone is after a longer absence). The size stays the last one's: box edges are too noisy to
 * extrapolate. The prediction is what keeps two people apart when they cross: each keeps going its
 * way, where matching on the last position alone would swap them as their boxes overlap.
 */
function predict(track: PersonTrack, time: number): PersonBox {
  const last = track.samples[track.samples.length - 1];
  const before = track.samples[track.samples.length - 2];
  if (!last) throw new Error('empty track');
  if (!before || last.time <= before.time) return last.box;
  const [lx, ly] = boxCentre(last.box);
  const [bx, by] = boxCentre(before.box);
  const ahead = (0.7 * Math.min(time - last.time, 1)) / (last.time - before.time);
  const dx = (lx - bx) * ahead;
  const dy = (ly - by) * ahead;
  return { x0: last.box.x0 + dx, y0: last.box.y0 + dy, x1: last.box.x1 + dx, y1: last.box.y1 + dy };
}

/**
 * How alike a predicted box and a detection `dt` seconds after the track was last seen are, 0..1:
 * their overlap, or for boxes that do not overlap (a fast move), closeness of the centres relative
 * to the person's height, with a reach that grows with the time unseen (a person runs about one
 * body height per second); both scaled by how alike the sizes are (by area: a person who crouches
 * gets shorter and wider).
 */
export function similarity(a: PersonBox, b: PersonBox, dt = 0.5): number {
  const iou = intersectionOverUnion(a, b);
  const [ax, ay] = boxCentre(a);
  const [bx, by] = boxCentre(b);
  const h = Math.max(boxHeight(a), boxHeight(b), 1);
  const reach = 0.75 + 1.5 * Math.max(0, dt);
  const near = Math.max(0, 1 - Math.hypot(ax - bx, ay - by) / (reach * h));
  const sa = Math.sqrt(boxWidth(a) * boxHeight(a));
  const sb = Math.sqrt(boxWidth(b) * boxHeight(b));
  const size = Math.min(sa, sb) / Math.max(sa, sb, 1e-9);
  return Math.max(iou, near * 0.8) * (0.5 + 0.5 * size);
}

/**
 * Follows every person through the sampled frames: each frame's detections are matched to the
 * running tracks (greedy on similarity to the track's predicted box, best pair first), the rest
 * start tracks, and tracks unseen for maxGapSeconds end.
 */
export function trackPeople(frames: readonly PeopleFrame[], options: TrackingOptions = {}) {
  const maxGap = options.maxGapSeconds ?? DEFAULT_MAX_GAP;
  const minSimilarity = options.minSimilarity ?? DEFAULT_MIN_SIMILARITY;
  const tracks: PersonTrack[] = [];
  let active: PersonTrack[] = [];
  for (const frame of [...frames].sort((a, b) => a.time - b.time)) {
    active = active.filter((t) => frame.time - (t.samples.at(-1)?.time ?? -Infinity) <= maxGap);
    const pairs: { track: PersonTrack; person: number; sim: number }[] = [];
    for (const track of active) {
      const expected = predict(track, frame.time);
      const dt = frame.time - (track.samples.at(-1)?.time ?? frame.time);
      frame.people.forEach((p, person) => {
        const sim = similarity(expected, p.box, dt);
        if (sim >= minSimilarity) pairs.push({ track, person, sim });
      });
    }
    pairs.sort((a, b) => b.sim - a.sim);
    const usedTracks = new Set<PersonTrack>();
    const usedPeople = new Set<number>();
    for (const pair of pairs) {
      if (usedTracks.has(pair.track) || usedPeople.has(pair.person)) continue;
      usedTracks.add(pair.track);
      usedPeople.add(pair.person);
      const p = frame.people[pair.person];
      if (p) pair.track.samples.push({ time: frame.time, box: p.box, score: p.score });
    }
    frame.people.forEach((p, person) => {
      if (usedPeople.has(person)) return;
      const track = {
        id: tracks.length + 1,
        samples: [{ time: frame.time, box: p.box, score: p.score }],
      };
      tracks.push(track);
      active.push(track);
    });
  }
  return tracks;
}

/**
 * The track's box at `time`: interpolated between its samples when they are at most maxGapSeconds
 * apart, held for up to `hold` seconds beyond its first and last sample; null when the person is
 * not there (before, after, or in a longer gap).
 */
export function boxAt(
  track: Pick<PersonTrack, 'samples'>,
  time: number,
  hold: number,
  maxGapSeconds = MAX_INTERPOLATION_GAP,
): PersonBox | null {
  const s = track.samples;
  const first = s[0];
  const last = s[s.length - 1];
  if (!first || !last) return null;
  if (time < first.time) return first.time - time <= hold ? first.box : null;
  if (time > last.time) return time - last.time <= hold ? last.box : null;
  let lo = 0;
  let hi = s.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((s[mid]?.time ?? 0) <= time) lo = mid;
    else hi = mid;
  }
  const a = s[lo];
  const b = s[hi];
  if (!a || !b) return null;
  if (b.time === a.time) return a.box;
  if (b.time - a.time > maxGapSeconds) {
    // a gap the track survived (hidden): only the edges are known
    if (time - a.time <= hold) return a.box;
    if (b.time - time <= hold) return b.box;
    return null;
  }
  return lerpBox(a.box, b.box, (time - a.time) / (b.time - a.time));
}
