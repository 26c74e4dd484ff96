import { describe, expect, it } from 'vitest';
import { angleDomain, angleTicks, chartRows, measuredSeries, timeTicks } from './chart-data';

const graph = {
  body_part: 'legs',
  motion: 'knee_flexion' as const,
  time: [0, 0.2, 0.4],
  angles: { left: [12.3, null, 89.6], right: [null, null, null] },
  score: [1, null, 3],
  bands: [
    { from: 0, to: 30, colour: 'green' as const },
    { from: 30, to: 60, colour: 'amber' as const },
    { from: 60, to: 180, colour: 'red' as const },
  ],
};

describe('line graph data', () => {
  it('makes one row per frame with every series and the score, null where unmeasured', () => {
    expect(chartRows(graph)).toEqual([
      { time: 0, score: 1, left: 12.3, right: null },
      { time: 0.2, score: null, left: null, right: null },
      { time: 0.4, score: 3, left: 89.6, right: null },
    ]);
  });

  it('spans 0 to the measured maximum with room, in tens', () => {
    expect(angleDomain(graph)).toEqual([-10, 100]);
  });

  it('keeps the first band visible for small angles', () => {
    expect(angleDomain({ ...graph, angles: { angle: [2, 3, 4] } })).toEqual([-10, 40]);
  });

  it('lists only series with a measured value', () => {
    expect(measuredSeries(graph)).toEqual(['left']);
  });

  it('puts even ticks on the angle axis', () => {
    expect(angleTicks([-10, 40])).toEqual([-10, 0, 10, 20, 30, 40]);
    expect(angleTicks([-10, 100])).toEqual([0, 30, 60, 90]);
    expect(angleTicks([-40, 30])).toEqual([-30, -15, 0, 15, 30]);
  });

  it('puts whole-second ticks on the time axis', () => {
    expect(timeTicks(12.8)).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(timeTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(timeTicks(61)).toEqual([0, 10, 20, 30, 40, 50, 60]);
  });
});
