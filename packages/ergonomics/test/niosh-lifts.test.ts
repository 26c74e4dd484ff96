import { describe, expect, it } from 'vitest';
import { findLifts, MIN_SWING_CM, type HandSample } from '../src/index';

const FPS = 10;

/** A deterministic jitter of at most ±`amplitude` cm, as the pose model's measurement noise. */
const jitter = (i: number, amplitude: number): number =>
  amplitude * Math.sin(i * 2.3) * Math.cos(i * 0.7);

/**
 * A clip of `cycles` lifts at 10 samples a second: the hands wait 1 s at the floor stop (V 20 cm,
 * H 45 cm, A 30°), carry the load up for 1 s to the table (V 110 cm, H 35 cm, A 0°), wait 1 s there
 * and go back down empty in 1 s. One cycle every 4 s: 15 lifts a minute. Ends with a floor stop.
 */
function liftingClip(cycles: number, noise = 2): HandSample[] {
  const samples: HandSample[] = [];
  const at = (v: number, h: number, a: number) => {
    const i = samples.length;
    samples.push({ time: i / FPS, v_cm: v + jitter(i, noise), h_cm: h, a_deg: a });
  };
  for (let c = 0; c < cycles; c++) {
    for (let k = 0; k < FPS; k++) at(20, 45, 30);
    for (let k = 1; k <= FPS; k++) at(20 + (90 * k) / FPS, 45 - k, 30 - 3 * k);
    for (let k = 0; k < FPS; k++) at(110, 35, 0);
    for (let k = 1; k <= FPS; k++) at(110 - (90 * k) / FPS, 35 + k, 3 * k);
  }
  for (let k = 0; k < FPS; k++) at(20, 45, 30);
  return samples;
}

describe('NIOSH: the lifts of a clip from the hands’ path (issue 33)', () => {
  it('finds each lift, its origin and destination where the hands leave and reach a stop', () => {
    const found = findLifts(liftingClip(4), 'up');
    expect(found.lifts).toHaveLength(4);
    for (const lift of found.lifts) {
      expect(lift.direction).toBe('lift');
      // the origin is at the floor stop (within its 5 cm band), the destination at the table
      expect(lift.origin.v_cm).toBeGreaterThan(14);
      expect(lift.origin.v_cm).toBeLessThan(30);
      expect(lift.origin.h_cm).toBeGreaterThanOrEqual(44);
      expect(lift.destination.v_cm).toBeGreaterThan(100);
      expect(lift.destination.h_cm).toBeLessThanOrEqual(36);
      expect(lift.time_end - lift.time_start).toBeGreaterThan(0.7);
      expect(lift.time_end - lift.time_start).toBeLessThan(1.3);
    }
    // four lifts 4 s apart: three intervals of 4 s, 15 lifts a minute
    expect(found.frequency).toBe('measured');
    expect(found.frequency_per_min).toBeGreaterThan(14);
    expect(found.frequency_per_min).toBeLessThan(16);
  });

  it('reports a lowering as such: the swings down carry the load, from the table to the floor', () => {
    const found = findLifts(liftingClip(3), 'down');
    expect(found.lifts).toHaveLength(3);
    for (const lift of found.lifts) {
      expect(lift.direction).toBe('lower');
      expect(lift.origin.v_cm).toBeGreaterThan(100);
      expect(lift.destination.v_cm).toBeLessThan(30);
    }
  });

  it('makes no lift of jitter or a reach smaller than the smallest swing', () => {
    const still: HandSample[] = Array.from({ length: 200 }, (_, i) => ({
      time: i / FPS,
      v_cm: 80 + jitter(i, MIN_SWING_CM / 2 - 1),
      h_cm: 40,
      a_deg: 0,
    }));
    expect(findLifts(still, 'up')).toEqual({
      lifts: [],
      frequency_per_min: null,
      frequency: 'too_few_lifts',
    });
  });

  it('does not take a swing the clip cut as a lift, nor measure a rate from two lifts', () => {
    // two whole lifts, then the clip ends while the hands are still rising with the third
    const clip = liftingClip(3).slice(0, 2 * 4 * FPS + FPS + 5);
    const found = findLifts(clip, 'up');
    expect(found.lifts).toHaveLength(2);
    expect(found.frequency_per_min).toBeNull();
    expect(found.frequency).toBe('too_few_lifts');
  });

  it('leaves out a lift whose reach or angle was not measured at an end', () => {
    const clip = liftingClip(3).map((s, i) =>
      // the end of the first lift and the first table stop: the hands' reach not measured
      i >= 15 && i < 30 ? { ...s, h_cm: null } : s,
    );
    const found = findLifts(clip, 'up');
    expect(found.lifts).toHaveLength(2);
    expect(found.lifts[0]?.time_start).toBeGreaterThan(4);
    // the lift still happened: the rate counts all three, 4 s apart
    expect(found.frequency).toBe('measured');
    expect(found.frequency_per_min).toBeCloseTo(15, 5);
  });

  it('marks a lift whose end was measured where the model was unsure of a hand', () => {
    const clip = liftingClip(1).map((s, i) =>
      i >= 15 && i < 30 ? { ...s, low_confidence: true } : s,
    );
    const [lift] = findLifts(clip, 'up').lifts;
    expect(lift?.low_confidence).toBe(true);
    expect(findLifts(liftingClip(1), 'up').lifts[0]?.low_confidence).toBeUndefined();
  });

  it('takes a reach or angle that is not a number as not measured', () => {
    const clip = liftingClip(1).map((s, i) =>
      i >= 15 && i < 30 ? { ...s, a_deg: Number.NaN } : s,
    );
    expect(findLifts(clip, 'up').lifts).toEqual([]);
  });

  it('skips samples where the hands were not seen, without breaking a lift', () => {
    const clip = liftingClip(3).map((s, i) => (i % 7 === 3 ? { ...s, v_cm: null } : s));
    expect(findLifts(clip, 'up').lifts).toHaveLength(3);
  });

  it('makes no lift of a walk with the load: the hands stay at one height while the body moves', () => {
    const walk: HandSample[] = Array.from({ length: 100 }, (_, i) => ({
      time: i / FPS,
      v_cm: 95 + jitter(i, 4),
      h_cm: 30 + 5 * Math.sin(i / 3),
      a_deg: 10 * Math.abs(Math.sin(i / 5)),
    }));
    expect(findLifts(walk, 'up').lifts).toEqual([]);
  });

  it('finds lifts with pauses of different lengths between them', () => {
    const clip = liftingClip(1);
    const pause = (seconds: number, from: number): HandSample[] =>
      Array.from({ length: seconds * FPS }, (_, i) => ({
        time: from + i / FPS,
        v_cm: 20 + jitter(i, 2),
        h_cm: 45,
        a_deg: 30,
      }));
    const shifted = (samples: HandSample[], by: number) =>
      samples.map((s) => ({ ...s, time: s.time + by }));
    const end = (clip.at(-1)?.time ?? 0) + 0.1;
    const long = pause(6, end);
    const second = shifted(clip, end + 6);
    const found = findLifts([...clip, ...long, ...second], 'up');
    expect(found.lifts).toHaveLength(2);
    expect((found.lifts[1]?.time_start ?? 0) - (found.lifts[0]?.time_start ?? 0)).toBeCloseTo(
      11, // the first clip's 5 s and the 6 s pause
      5,
    );
  });

  it('at 30 frames a second too, does not take a swing the clip cut as a lift', () => {
    const samples: HandSample[] = [];
    const at = (v: number) =>
      samples.push({
        time: samples.length / 30,
        v_cm: v + jitter(samples.length, 1),
        h_cm: 40,
        a_deg: 0,
      });
    for (let c = 0; c < 3; c++) {
      for (let k = 0; k < 30; k++) at(20);
      for (let k = 1; k <= 30; k++) at(20 + 3 * k); // 90 cm/s: 3 cm a frame
      for (let k = 0; k < 30; k++) at(110);
      for (let k = 1; k <= 30; k++) at(110 - 3 * k);
    }
    // the clip ends half way up a fourth lift
    for (let k = 0; k < 30; k++) at(20);
    for (let k = 1; k <= 15; k++) at(20 + 3 * k);
    const found = findLifts(samples, 'up');
    expect(found.lifts).toHaveLength(3);
    expect(found.lifts.every((lift) => lift.destination.v_cm > 100)).toBe(true);
  });
});
