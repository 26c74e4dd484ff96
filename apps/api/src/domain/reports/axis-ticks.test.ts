import { describe, expect, it } from 'vitest';
import { angleTick, axisTicks, niceStep } from './axis-ticks';

describe("the report's axis ticks", () => {
  it('never prints -0°, in either language', () => {
    for (const lang of ['en', 'tr'] as const) {
      expect(angleTick(-0, lang)).toBe('0°');
      expect(angleTick(-0.3, lang)).toBe('0°');
      expect(angleTick(-1e-15, lang)).toBe('0°');
      expect(angleTick(-5, lang)).toBe('-5°');
      expect(angleTick(40, lang)).toBe('40°');
    }
    expect(angleTick(1000, 'en')).toBe('1,000°');
    expect(angleTick(1000, 'tr')).toBe('1.000°');
  });

  it('gives zero as 0 where the axis starts just below it (a graph of angles from 0°)', () => {
    // the report's angle axis runs from 5° below the lowest value: -5 to 45 here
    const ticks = axisTicks(-5, 45, niceStep(50, 5));
    expect(ticks).toEqual([0, 10, 20, 30, 40]);
    expect(ticks.some((tick) => Object.is(tick, -0))).toBe(false);
    expect(axisTicks(-4.2, 80, 50).map((tick) => angleTick(tick, 'tr'))).toEqual(['0°', '50°']);
  });

  it('computes each tick from its index, so none drifts or goes missing at the end', () => {
    expect(axisTicks(0, 0.9, 0.1)).toHaveLength(10);
    expect(axisTicks(0, 0.9, 0.1).at(-1)).toBeCloseTo(0.9, 12);
    expect(axisTicks(-15, 15, 5)).toEqual([-15, -10, -5, 0, 5, 10, 15]);
    // a graph with one frame has no time to mark: no ticks, no endless loop
    expect(axisTicks(0, 0, niceStep(0, 8))).toEqual([]);
  });
});
