import { describe, expect, it } from 'vitest';
import { frame, squatFrames } from '@ergo/contracts/testing';
import { observeQec } from '../src/qec-observation';

describe('observeQec: the observer items a video shows', () => {
  it('takes the worst back posture held for at least a tenth of the task', () => {
    // Half upright, half squatting with the trunk at 40°: moderately flexed (A2) for 50 %.
    const measured = observeQec(squatFrames());
    expect(measured.back_posture).toEqual({ value: 'MODERATELY_FLEXED_OR_TWISTED', share: 0.5 });
    // Hands at 0.9 m, below the hips at 0.95 m: at or below the waist (C1).
    expect(measured.hand_height).toEqual({ value: 'AT_OR_BELOW_WAIST', share: 1 });
    expect(measured.wrist_posture).toEqual({ value: 'ALMOST_STRAIGHT', share: 1 });
    expect(measured.neck_posture).toEqual({ value: 'NO', share: 0 });
  });

  it('ignores a passing moment below the held share', () => {
    const frames = [
      ...Array.from({ length: 95 }, (_, i) => frame(i / 10, 5, 5)),
      ...Array.from({ length: 5 }, (_, i) => frame(9.5 + i / 10, 75, 5)),
    ];
    expect(observeQec(frames).back_posture).toEqual({ value: 'ALMOST_NEUTRAL', share: 1 });
    const held = [...frames, ...Array.from({ length: 10 }, (_, i) => frame(10 + i / 10, 75, 5))];
    expect(observeQec(held).back_posture?.value).toBe('EXCESSIVELY_FLEXED_OR_TWISTED');
  });

  it('leaves items to the observer when too few frames show them', () => {
    const few = squatFrames().slice(0, 3);
    expect(observeQec(few)).toEqual({});
    expect(observeQec(squatFrames().map((f) => ({ ...f, personFound: false })))).toEqual({});
  });
});
