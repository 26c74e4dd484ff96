import { describe, expect, it } from 'vitest';
import { nearestFrame, worstFrameNear } from './video-moments';

// frames sampled at 10 fps, with the float rounding such times carry
const frames = [2.7, 2.8000000000000003, 2.9, 3.0000000000000004, 3.1, 3.2].map((time, i) => ({
  time,
  score: [4, null, 6, 5, 6, null][i] ?? null,
}));
const score = (f: { score: number | null }): number | null => f.score;

describe('the frame at a labelled moment', () => {
  it('takes the nearest frame, scored or not, the earlier one on a tie', () => {
    expect(nearestFrame(frames, 3)?.time).toBeCloseTo(3, 9);
    expect(nearestFrame(frames, 2.81)?.score).toBeNull();
    expect(nearestFrame(frames, 2.85)?.time).toBeCloseTo(2.8, 9);
    expect(nearestFrame(frames, 99)?.time).toBe(3.2);
    expect(nearestFrame([], 3)).toBeUndefined();
  });

  it('takes the highest score within the window, the frame nearer the moment on a tie', () => {
    // 6 at 2.9 and 3.1 are equally near 3.0: the earlier is kept
    expect(worstFrameNear(frames, 3, 0.1, score)?.time).toBe(2.9);
    expect(worstFrameNear(frames, 3.08, 0.1, score)?.time).toBe(3.1);
    expect(worstFrameNear(frames, 3.0, 0.3, score)?.time).toBe(2.9);
    // the window's edges are included despite the rounding of the sample times (0.1 + 0.2 > 0.3)
    const edge = [{ time: 0.1 + 0.2, score: 9 }];
    expect(worstFrameNear(edge, 0.1, 0.2, score)?.score).toBe(9);
    expect(worstFrameNear(edge, 0.1, 0.19, score)).toBeUndefined();
  });

  it('finds nothing when no frame in the window has a score', () => {
    expect(worstFrameNear(frames, 2.8, 0.01, score)).toBeUndefined();
    expect(worstFrameNear(frames, 10, 0.5, score)).toBeUndefined();
  });
});
