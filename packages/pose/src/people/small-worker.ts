import type { Crop } from '../media/decode';
import type { RgbFrame } from '../model/pose-estimator';
import { boxHeight, boxWidth, intersectionOverUnion, type PersonBox } from './boxes';
import type { DetectedPerson, PeopleFrame } from './track-people';
import { trackPeople } from './track-people';
import { defaultWorker } from './worker-choice';

/*
 * A worker filmed small and far away: the frames the models see are at most 640 pixels wide, so a
 * person a tenth of a 1080p picture's height is 40 pixels tall there, and 25 in MoveNet's input;
 * neither model finds them (issue 30: 3 of 65 frames of the squat clip scaled into a corner). When
 * the first pass found the worker in too few frames, the picture is searched at its own resolution
 * in overlapping tiles, each the size the models see best; the worker's region is then decoded
 * alone (DecodeOptions.crop) and analysed again, so the worker fills the frame the models get.
 */

/** Below this share of frames with the worker found, the first pass is not trusted to have looked. */
export const SEARCH_WHEN_FOUND_BELOW = 0.5;

/** At most this many moments of a video are searched (a long video is sampled more sparsely). */
const SEARCH_SAMPLES = 16;

/** Tiles are squares of this share of the picture's short side, overlapping by a fifth. */
const TILE_SHARE = 0.6;
const TILE_STEP = 0.8;

/** Two detections from overlapping tiles that overlap this much are one person. */
const SAME_PERSON_IOU = 0.4;

/** Moments per second to search: one a second, fewer beyond SEARCH_SAMPLES seconds. */
export const searchFpsFor = (durationSeconds: number): number =>
  durationSeconds > 0 ? Math.min(1, SEARCH_SAMPLES / durationSeconds) : 1;

const even = (n: number) => Math.max(0, Math.round(n / 2) * 2);

/** Evenly spread starts of `count` spans of `size` over `length`. */
function starts(length: number, size: number): number[] {
  if (size >= length) return [0];
  const count = Math.ceil((length - size) / (size * TILE_STEP)) + 1;
  return Array.from({ length: count }, (_, k) => even(((length - size) * k) / (count - 1)));
}

/** Overlapping square tiles covering a picture of `width` × `height` source pixels. */
export function searchTiles(width: number, height: number): Crop[] {
  const side = even(Math.min(width, height) * TILE_SHARE);
  return starts(height, side).flatMap((y) =>
    starts(width, side).map((x) => ({
      x,
      y,
      width: Math.min(side, width - x),
      height: Math.min(side, height - y),
    })),
  );
}

/**
 * One tile of a decoded frame, as a frame of its own: its pixels copied out, with the scale and
 * offset that map them back to the source video. `tile` is in source pixels.
 */
export function tileOf(frame: RgbFrame, tile: Crop): RgbFrame {
  const x0 = Math.max(0, Math.floor((tile.x - frame.offsetX) / frame.scaleX));
  const y0 = Math.max(0, Math.floor((tile.y - frame.offsetY) / frame.scaleY));
  const x1 = Math.min(frame.width, Math.ceil((tile.x + tile.width - frame.offsetX) / frame.scaleX));
  const y1 = Math.min(
    frame.height,
    Math.ceil((tile.y + tile.height - frame.offsetY) / frame.scaleY),
  );
  const width = Math.max(1, x1 - x0);
  const height = Math.max(1, y1 - y0);
  const data = new Uint8Array(width * height * 3);
  for (let row = 0; row < height; row++) {
    const from = ((y0 + row) * frame.width + x0) * 3;
    data.set(frame.data.subarray(from, from + width * 3), row * width * 3);
  }
  return {
    data,
    width,
    height,
    scaleX: frame.scaleX,
    scaleY: frame.scaleY,
    offsetX: frame.offsetX + x0 * frame.scaleX,
    offsetY: frame.offsetY + y0 * frame.scaleY,
  };
}

/** The people of several tiles of one frame as one list: a person seen in two tiles is kept once. */
export function mergeTilePeople(found: readonly DetectedPerson[]): DetectedPerson[] {
  const kept: DetectedPerson[] = [];
  for (const person of [...found].sort((a, b) => b.score - a.score))
    if (kept.every((other) => intersectionOverUnion(other.box, person.box) < SAME_PERSON_IOU))
      kept.push(person);
  return kept;
}

/**
 * The region to decode alone so the worker fills it: around every place the worker was seen
 * (the person present longest and largest among those the search found), with room to move and
 * bend, clipped to the picture. Null when nobody was found, or when the region is nearly the whole
 * picture (nothing to gain).
 */
export function workerRegion(
  people: readonly PeopleFrame[],
  searchFps: number,
  picture: { width: number; height: number },
): Crop | null {
  // the search's samples are far apart: a track spans them (a static camera's worker stays put)
  const tracks = trackPeople(people, { maxGapSeconds: 2.5 / searchFps });
  const worker = defaultWorker(tracks, 1 / searchFps);
  if (!worker || worker.samples.length === 0) return null;
  const union = worker.samples.reduce<PersonBox>(
    (all, { box }) => ({
      x0: Math.min(all.x0, box.x0),
      y0: Math.min(all.y0, box.y0),
      x1: Math.max(all.x1, box.x1),
      y1: Math.max(all.y1, box.y1),
    }),
    { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity },
  );
  // the worker's standing height at most a little over half the region: room to reach and bend
  const tallest = Math.max(...worker.samples.map(({ box }) => boxHeight(box)));
  const side = Math.max(boxHeight(union) * 1.5, boxWidth(union) * 1.5, tallest * 2);
  const width = Math.min(picture.width, side);
  const height = Math.min(picture.height, side);
  if (width >= picture.width * 0.8 && height >= picture.height * 0.8) return null;
  const cx = (union.x0 + union.x1) / 2;
  const cy = (union.y0 + union.y1) / 2;
  const x = Math.min(Math.max(0, cx - width / 2), picture.width - width);
  const y = Math.min(Math.max(0, cy - height / 2), picture.height - height);
  return {
    x: even(x),
    y: even(y),
    width: Math.min(even(width), picture.width - even(x)),
    height: Math.min(even(height), picture.height - even(y)),
  };
}
