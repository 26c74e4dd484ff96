import { describe, expect, it } from 'vitest';
import { frameKey, nearestFrame } from './frame-correction';

describe('frame correction', () => {
  it('picks the analysed frame nearest to the video time', () => {
    const times = [0, 0.2, 0.4, 0.6000000238418579];
    expect(nearestFrame(times, 0.29)).toBe(0.2);
    expect(nearestFrame(times, 0.31)).toBe(0.4);
    expect(nearestFrame(times, 99)).toBe(0.6000000238418579);
    expect(nearestFrame([], 1)).toBeNull();
  });

  it('keys a frame the way the server does (seconds, 3 decimals)', () => {
    expect(frameKey(0.6000000238418579)).toBe('0.6');
    expect(frameKey(12)).toBe('12');
    expect(frameKey(1.23456)).toBe('1.235');
  });
});
