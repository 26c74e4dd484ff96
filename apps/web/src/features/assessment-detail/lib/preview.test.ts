import { describe, expect, it } from 'vitest';
import { measuredAngles, previewFromServer } from './preview';

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

describe('correction preview', () => {
  it('lists the measured angles with their override keys, lengths left out', () => {
    const keys = measuredAngles(measured).map((a) => a.overrideKey);
    expect(keys).toContain('neck_flexion');
    expect(keys).toContain('right_knee_flexion');
    expect(keys).toContain('left_upper_arm_flexion');
    expect(keys).not.toContain('foot_height_difference');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("shows the server's preview as the score, the heat map and the parts read it", () => {
    const shown = previewFromServer({
      score: 11,
      risk_level: 'very_high',
      heat_level: 'very_high',
      action_level: 4,
      rule: 'sustained',
      representative_time: 11.2,
      measured,
      overridden: [{ key: 'left_wrist_deviation', measured: 28.1, corrected: 5 }],
      score_range: { low: 10, high: 11 },
      body_parts: [{ body_part: 'trunk', score: 3, level: 'moderate', hex: '#F28C00' }],
      moves: null,
    });
    expect(shown).toEqual({
      score: 11,
      risk_level: 'very_high',
      action_level: 4,
      range: { low: 10, high: 11 },
      parts: { trunk: { score: 3, level: 'moderate', hex: '#F28C00' } },
    });
  });
});
