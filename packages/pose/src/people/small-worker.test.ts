import { describe, expect, it } from 'vitest';
import type { RgbFrame } from '../model/pose-estimator';
import type { PersonBox } from './boxes';
import { mergeTilePeople, searchFpsFor, searchTiles, tileOf, workerRegion } from './small-worker';
import type { PeopleFrame } from './track-people';

const person = (box: PersonBox, score = 0.8) => ({ box, score });

describe('searchTiles', () => {
  it('covers a 1080p picture with overlapping squares the models see best', () => {
    const tiles = searchTiles(1920, 1080);
    expect(tiles.every((t) => t.width === 648 && t.height === 648)).toBe(true);
    // every pixel is in a tile, and neighbours overlap
    for (const [x, y] of [
      [0, 0],
      [1919, 1079],
      [960, 540],
      [1919, 0],
    ] as const)
      expect(
        tiles.some((t) => x >= t.x && x < t.x + t.width && y >= t.y && y < t.y + t.height),
      ).toBe(true);
    const xs = [...new Set(tiles.map((t) => t.x))].sort((a, b) => a - b);
    expect(xs.length).toBeGreaterThanOrEqual(3);
    expect((xs[1] ?? 0) - (xs[0] ?? 0)).toBeLessThan(648);
  });

  it('covers a small picture too, each tile inside it (MoveNet then enlarges the tile)', () => {
    const tiles = searchTiles(320, 240);
    expect(tiles.every((t) => t.x + t.width <= 320 && t.y + t.height <= 240)).toBe(true);
    expect(tiles.some((t) => t.x + t.width === 320 && t.y + t.height === 240)).toBe(true);
    expect(tiles.every((t) => t.width === 144)).toBe(true);
  });
});

describe('tileOf', () => {
  it('copies the tile’s pixels and maps them back to source pixels', () => {
    // a 4×2 frame decoded at half the source size, from a crop starting at (100, 50)
    const data = new Uint8Array(4 * 2 * 3).map((_, i) => i);
    const frame: RgbFrame = {
      data,
      width: 4,
      height: 2,
      scaleX: 2,
      scaleY: 2,
      offsetX: 100,
      offsetY: 50,
    };
    const tile = tileOf(frame, { x: 104, y: 52, width: 4, height: 2 });
    expect(tile).toMatchObject({ width: 2, height: 1, offsetX: 104, offsetY: 52, scaleX: 2 });
    // row 1, columns 2–3 of the frame
    expect([...tile.data]).toEqual([18, 19, 20, 21, 22, 23]);
  });
});

describe('mergeTilePeople', () => {
  it('keeps a person seen in two overlapping tiles once, the surer detection', () => {
    const merged = mergeTilePeople([
      person({ x0: 100, y0: 100, x1: 140, y1: 220 }, 0.5),
      person({ x0: 102, y0: 98, x1: 141, y1: 221 }, 0.7),
      person({ x0: 500, y0: 100, x1: 540, y1: 220 }, 0.4),
    ]);
    expect(merged.map((p) => p.score)).toEqual([0.7, 0.4]);
  });
});

describe('workerRegion', () => {
  const picture = { width: 1920, height: 1080 };
  const moments = (box: PersonBox, count: number): PeopleFrame[] =>
    Array.from({ length: count }, (_, k) => ({ time: k, people: [person(box)] }));

  it('frames a small worker with room to move: twice their height, inside the picture', () => {
    const region = workerRegion(moments({ x0: 1720, y0: 880, x1: 1770, y1: 1000 }, 13), 1, picture);
    expect(region).not.toBeNull();
    if (!region) return;
    expect(region.height).toBeGreaterThanOrEqual(240);
    expect(region.x + region.width).toBeLessThanOrEqual(1920);
    expect(region.y + region.height).toBeLessThanOrEqual(1080);
    // the worker is inside it
    expect(region.x).toBeLessThanOrEqual(1720);
    expect(region.y).toBeLessThanOrEqual(880);
    expect((region.x % 2) + (region.y % 2) + (region.width % 2) + (region.height % 2)).toBe(0);
  });

  it('links samples far apart in time (a long video searched sparsely)', () => {
    const frames = moments({ x0: 100, y0: 100, x1: 150, y1: 220 }, 16).map((f, k) => ({
      ...f,
      time: k * 37.5,
    }));
    expect(workerRegion(frames, searchFpsFor(600), picture)).not.toBeNull();
  });

  it('gives nothing to gain for a worker who fills the picture, and nothing for nobody', () => {
    expect(
      workerRegion(moments({ x0: 600, y0: 50, x1: 1300, y1: 1050 }, 5), 1, picture),
    ).toBeNull();
    expect(workerRegion([{ time: 0, people: [] }], 1, picture)).toBeNull();
  });
});
