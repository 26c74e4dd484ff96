import { describe, expect, it } from 'vitest';
import { findMethod, scoreAssessment } from '@ergo/contracts';
import { frame, LATE_FINAL_INPUTS, lateFinalFrames } from '@ergo/contracts/testing';
import { thumbnailMoments } from './thumbnail-moments';

const reba = findMethod('reba');
if (!reba) throw new Error('no REBA');
const score = (frames = lateFinalFrames()) =>
  scoreAssessment({ method: reba, inputs: LATE_FINAL_INPUTS, frames, sampledFps: 10 });

describe('the moments the analysis keeps a picture of', () => {
  it('always pictures the final posture and the peak, then the changes by severity', () => {
    const results = score();
    // the decisive posture is the twelfth change: the first eight would leave it without a picture
    expect(results.score.representative_time).toBe(11.2);
    expect(results.breakpoints.findIndex((point) => point.time === 11.2)).toBe(11);
    expect(results.score.peak).toEqual({ score: 13, time: 5 });
    const moments = thumbnailMoments(results);
    expect(moments.map(({ kind, time }) => [kind, time])).toEqual([
      ['final', 11.2],
      ['peak', 5],
      // high changes first, then medium ones, each by time; 11.2 s already has its picture
      ['breakpoint', 1],
      ['breakpoint', 3],
      ['breakpoint', 5.3],
      ['breakpoint', 7],
      ['breakpoint', 9],
      ['breakpoint', 0],
      ['breakpoint', 2],
      ['breakpoint', 4],
    ]);
    // each picture draws the skeleton of its own frame
    for (const moment of moments) expect(results.series.time[moment.index]).toBe(moment.time);
  });

  it('makes one picture when the peak is the final posture, and keeps the limit', () => {
    const held = Array.from({ length: 40 }, (_, i) =>
      i >= 20 ? frame(i / 10, 70, 100) : frame(i / 10, 0, 0),
    );
    const results = score(held);
    expect(results.score.peak.time).toBe(results.score.representative_time);
    // the change at 2 s is the final posture's own frame: its picture serves both
    expect(thumbnailMoments(results).map(({ kind, time }) => [kind, time])).toEqual([
      ['final', 2],
      ['breakpoint', 0],
    ]);
    expect(thumbnailMoments(score(), 3).filter((m) => m.kind === 'breakpoint')).toHaveLength(3);
  });
});
