import { describe, expect, it } from 'vitest';
import { reba } from '@ergo/contracts';
import { measuredAngles, postureFromMeasured, previewScore } from './preview';

// The representative posture of the squat clip's REBA analysis, as GET …/score/ returns it.
const measured = {
  leg: { key: 'foot_height_difference', value: 0.002, confidence: 0.853 },
  knee: { key: 'knee_flexion', side: 'right' as const, value: 78.9, confidence: 0.994 },
  neck: { key: 'neck_flexion', value: -19.7, confidence: 0.805 },
  trunk: { key: 'trunk_flexion', value: 25, confidence: 0.895 },
  wrist: { key: 'wrist_flexion', side: 'left' as const, value: -1.8, confidence: 0.526 },
  lower_arm: { key: 'elbow_flexion', side: 'left' as const, value: 60.7, confidence: 0.88 },
  upper_arm: { key: 'upper_arm_flexion', side: 'left' as const, value: 85.8, confidence: 0.864 },
  neck_twist: { key: 'neck_twist', value: 10.2, confidence: 0.75 },
  trunk_twist: { key: 'trunk_twist', value: 3.1, confidence: 0.8 },
  neck_side_bend: { key: 'neck_side_bend', value: 6.2, confidence: 0.8 },
  trunk_side_bend: { key: 'trunk_side_bend', value: 10.9, confidence: 0.9 },
  'wrist.wrist_deviation': {
    key: 'wrist_deviation',
    side: 'left' as const,
    value: 29,
    confidence: 0.526,
  },
  'upper_arm.shoulder_elevation': {
    key: 'shoulder_elevation',
    side: 'left' as const,
    value: 4.6,
    confidence: 0.7,
  },
  'upper_arm.upper_arm_abduction': {
    key: 'upper_arm_abduction',
    side: 'left' as const,
    value: 1,
    confidence: 0.869,
  },
};
const inputs = {
  load: 'BETWEEN_5_AND_10',
  shock: false,
  activity: ['STATIC_POSTURE'],
  coupling: 'FAIR',
};

describe('correction preview', () => {
  it('lists the measured angles with their override keys, lengths left out', () => {
    const keys = measuredAngles(measured).map((a) => a.overrideKey);
    expect(keys).toContain('neck_flexion');
    expect(keys).toContain('right_knee_flexion');
    expect(keys).toContain('left_upper_arm_flexion');
    expect(keys).not.toContain('foot_height_difference');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('rebuilds the frame and gives the server score when nothing is overridden', () => {
    const preview = previewScore(reba, inputs, measured, {});
    expect(preview?.score).toBe(10);
    expect(preview?.risk_level).toBe('high');
    expect(preview?.parts).toMatchObject({
      neck: { score: 2 },
      trunk: { score: 3, level: 'moderate' },
      leg: { score: 3 },
      upper_arm: { score: 3 },
    });
  });

  it('applies an angle override (an upright trunk lowers the score)', () => {
    const preview = previewScore(reba, inputs, measured, { trunk_flexion: 0 });
    expect(preview?.parts.trunk).toMatchObject({ score: 1, level: 'low' });
    expect(preview?.score).toBeLessThan(10);
  });

  it('applies a sided override and ignores a removed one', () => {
    const frame = postureFromMeasured(measured, { left_upper_arm_flexion: 10, neck_flexion: null });
    expect(frame.left.upper_arm_flexion).toEqual({ value: 10, confidence: 1 });
    expect(frame.axial.neck_flexion?.value).toBe(-19.7);
  });

  it('applies corrected inputs', () => {
    const heavier = previewScore(
      reba,
      { ...inputs, load: 'GREATER_THAN_10', coupling: 'POOR' },
      measured,
      {},
    );
    expect(heavier?.score).toBeGreaterThanOrEqual(10);
  });

  it('returns null for invalid inputs instead of throwing', () => {
    expect(previewScore(reba, { ...inputs, load: 'NOPE' }, measured, {})).toBeNull();
    expect(previewScore(reba, inputs, {}, {})).toBeNull();
  });
});
