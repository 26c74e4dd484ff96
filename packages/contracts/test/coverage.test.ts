import { describe, expect, it } from 'vitest';
import { coverageOf } from '../src/results/coverage';

const results = (total: number, scored: number, fps: number, duration: number) => ({
  frames: { total, scored, unscorable: total - scored, unscorable_reasons: {} },
  sampled_fps: fps,
  video: { duration_seconds: duration } as Parameters<typeof coverageOf>[0]['video'],
});

describe('coverageOf', () => {
  it('issue 30’s small, far worker: 6 of 65 frames is 1.2 s measured, not a finding', () => {
    expect(coverageOf(results(65, 6, 5, 13))).toEqual({
      frames: 65,
      scored_frames: 6,
      scored_seconds: 1.2,
      duration_seconds: 13,
      sufficient: false,
      reason: 'too_few_seconds',
    });
  });

  it('a 1-second clip is too short, however well it was measured', () => {
    expect(coverageOf(results(10, 10, 10, 1))).toMatchObject({
      sufficient: false,
      reason: 'too_short',
    });
  });

  it('less than half of the clip measured is too few frames, even with seconds enough', () => {
    expect(coverageOf(results(130, 60, 10, 13))).toMatchObject({
      scored_seconds: 6,
      sufficient: false,
      reason: 'too_few_frames',
    });
  });

  it('the squat clip measured throughout, or mostly, stands', () => {
    expect(coverageOf(results(65, 65, 5, 13))).toMatchObject({ sufficient: true, reason: null });
    expect(coverageOf(results(130, 66, 10, 13))).toMatchObject({ sufficient: true });
    // the thresholds themselves are met: 3 s of clip, 2 s measured, half the frames
    expect(coverageOf(results(30, 20, 10, 3))).toMatchObject({ sufficient: true });
    expect(coverageOf(results(30, 15, 10, 3))).toMatchObject({ sufficient: false });
  });
});
