import { describe, expect, it } from 'vitest';
import { splitTimeline } from './segments';

describe('splitTimeline', () => {
  it('splits into contiguous equal parts, the last open-ended', () => {
    expect(splitTimeline(60, 10, 2)).toEqual([
      { startIndex: 0, count: 300 },
      { startIndex: 300, count: null },
    ]);
  });
  it('keeps short clips in one segment (tracking needs frames to pay off)', () => {
    expect(splitTimeline(1.5, 10, 2)).toEqual([{ startIndex: 0, count: null }]);
    expect(splitTimeline(0, 10, 2)).toEqual([{ startIndex: 0, count: null }]);
  });
  it('covers every frame exactly once', () => {
    const r = splitTimeline(13, 5, 3);
    expect(r.map((x) => x.startIndex)).toEqual([0, 22, 43]);
    expect(r[0]?.count).toBe(22);
    expect(r[1]?.count).toBe(21);
  });
});
