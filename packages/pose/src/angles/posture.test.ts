import { describe, expect, it } from 'vitest';
import { syntheticFrame } from '../../test/helpers/synthetic-skeleton';
import { MIN_KEYPOINT_SCORE, RELIABILITY } from './confidence';
import { frameToPosture } from './posture';

describe('frameToPosture: lost people, hidden joints, confidence', () => {
  it('no pose -> personFound false, nothing measured', () => {
    const f = frameToPosture({ time: 1.5, pose: null });
    expect(f).toMatchObject({
      time: 1.5,
      personFound: false,
      axial: {},
      left: {},
      right: {},
      measures: {},
      lostReason: 'no_pose',
    });
  });

  it('low pose score -> personFound false', () => {
    const f = frameToPosture(syntheticFrame({}, { poseScore: 0.2 }));
    expect(f.personFound).toBe(false);
    expect(f.lostReason).toBe('low_pose_score');
  });

  it('torso out of the picture -> personFound false rather than guessed angles', () => {
    // the hips land below a 720x500 frame
    const f = frameToPosture(syntheticFrame({}, { cy: 560 }), {
      frameSize: { width: 720, height: 500 },
    });
    expect(f.personFound).toBe(false);
    expect(f.lostReason).toBe('torso_hidden');
  });

  it('a torso seen with low confidence is still a person, its angles marked', () => {
    const f = frameToPosture(syntheticFrame({}, { scores: { left_hip: 0.1 } }));
    expect(f.personFound).toBe(true);
    expect(f.axial.trunk_flexion).toMatchObject({ lowConfidence: true });
  });

  it('a low-confidence joint in the picture is measured and marked, not dropped', () => {
    const f = frameToPosture(
      syntheticFrame({ left: { kneeFlexion: 40 } }, { scores: { left_ankle: 0.2 } }),
    );
    expect(f.personFound).toBe(true);
    expect(f.left.knee_flexion).toMatchObject({ lowConfidence: true });
    expect(f.left.knee_flexion?.value).toBeCloseTo(40, 0);
    expect(f.left.knee_flexion?.confidence).toBeCloseTo(0.2, 2);
    expect(f.right.knee_flexion?.lowConfidence).toBeUndefined();
    expect(f.measures.foot_height_difference).toMatchObject({ lowConfidence: true });
  });

  it('confidence = min score of the landmarks involved x reliability prior', () => {
    const f = frameToPosture(
      syntheticFrame({ yaw: 90 }, { score: 0.95, scores: { left_elbow: 0.7 } }),
    );
    expect(f.left.elbow_flexion?.confidence).toBeCloseTo(0.7 * RELIABILITY.elbow_flexion, 3);
    expect(f.right.elbow_flexion?.confidence).toBeCloseTo(0.95, 3);
    expect(f.left.wrist_flexion?.confidence).toBeCloseTo(0.7 * RELIABILITY.wrist_flexion, 3);
    // side view: no view penalty on sagittal angles
    expect(f.axial.trunk_flexion?.confidence).toBeCloseTo(0.95, 2);
  });

  it('front view lowers the confidence of sagittal angles (flexion toward the camera is hard to see)', () => {
    const front = frameToPosture(syntheticFrame({ yaw: 0 }));
    const side = frameToPosture(syntheticFrame({ yaw: 90 }));
    expect(front.axial.trunk_flexion?.confidence ?? 1).toBeLessThan(
      side.axial.trunk_flexion?.confidence ?? 0,
    );
    expect(front.axial.trunk_flexion?.confidence ?? 0).toBeGreaterThan(0.5);
  });

  it('keypoints outside the picture are not measured, whatever their score', () => {
    // the ankles land below a 720x1000 frame
    const f = frameToPosture(syntheticFrame({}, { cy: 700 }), {
      frameSize: { width: 720, height: 1000 },
    });
    expect(f.personFound).toBe(true);
    expect(f.left.knee_flexion).toBeNull();
    expect(f.left.elbow_flexion).not.toBeNull();
  });

  it('scores right at the threshold are confident, just below are low confidence', () => {
    const at = frameToPosture(syntheticFrame({}, { scores: { right_wrist: MIN_KEYPOINT_SCORE } }));
    const below = frameToPosture(
      syntheticFrame({}, { scores: { right_wrist: MIN_KEYPOINT_SCORE - 0.01 } }),
    );
    expect(at.right.elbow_flexion?.lowConfidence).toBeUndefined();
    expect(below.right.elbow_flexion).toMatchObject({ lowConfidence: true });
  });

  it('degenerate geometry (all landmarks on one point) gives nulls, never NaN', () => {
    const f = syntheticFrame({});
    if (!f.pose?.world) throw new Error('fixture');
    for (let i = 0; i < 33; i++) f.pose.world.set([0, 0, 0], i * 4);
    const p = frameToPosture(f);
    for (const g of [p.axial, p.left, p.right, p.measures]) {
      for (const m of Object.values(g)) if (m) expect(Number.isFinite(m.value)).toBe(true);
    }
    expect(p.axial.trunk_flexion).toBeNull();
    expect(p.left.knee_flexion).toBeNull();
  });

  it('lying on the side / trunk horizontal toward the camera still reads 90 deg flexion', () => {
    expect(
      frameToPosture(syntheticFrame({ yaw: 0, trunkFlexion: 90 })).axial.trunk_flexion?.value,
    ).toBeCloseTo(90, 0);
  });

  it('reports the camera yaw of the pelvis', () => {
    expect(frameToPosture(syntheticFrame({ yaw: 180 })).cameraYaw).toBeCloseTo(180, 0);
  });
});

describe('2D fallback (no world landmarks)', () => {
  const val = (m: { value: number } | null | undefined): number => m?.value ?? Number.NaN;

  it('side view: flexions are signed by the facing direction and flagged from2d', () => {
    for (const yaw of [90, -90]) {
      const f = frameToPosture(
        syntheticFrame(
          { yaw, trunkFlexion: 35, left: { armFlexion: 60, kneeFlexion: 50, hipFlexion: 20 } },
          { withWorld: false },
        ),
      );
      expect(f.personFound).toBe(true);
      expect(f.axial.trunk_flexion?.from2d).toBe(true);
      expect(val(f.axial.trunk_flexion)).toBeCloseTo(35, 0);
      expect(val(f.left.upper_arm_flexion)).toBeCloseTo(60, 0);
      expect(val(f.left.knee_flexion)).toBeCloseTo(50, 0);
      expect(val(f.left.hip_flexion)).toBeCloseTo(55, 0);
      expect(f.axial.trunk_twist).toBeNull();
      expect(f.left.upper_arm_abduction).toBeNull();
      expect(f.left.wrist_flexion).toBeNull();
      expect(f.measures).toEqual({});
    }
  });

  it('2D trunk extension reads negative', () => {
    const f = frameToPosture(syntheticFrame({ yaw: 90, trunkFlexion: -15 }, { withWorld: false }));
    expect(val(f.axial.trunk_flexion)).toBeCloseTo(-15, 0);
  });

  it('2D confidence is below the 3D one for the same keypoints', () => {
    const d2 = frameToPosture(syntheticFrame({ yaw: 90 }, { withWorld: false }));
    const d3 = frameToPosture(syntheticFrame({ yaw: 90 }));
    expect(d2.left.knee_flexion?.confidence ?? 1).toBeLessThan(
      d3.left.knee_flexion?.confidence ?? 0,
    );
  });
});

describe('measures', () => {
  it('one foot raised -> foot height difference; heights above the floor', () => {
    const f = frameToPosture(syntheticFrame({ liftLeftFoot: 0.3 }));
    expect(val2(f.measures.foot_height_difference)).toBeCloseTo(0.3, 2);
    const s = frameToPosture(syntheticFrame({}));
    expect(val2(s.measures.foot_height_difference)).toBeCloseTo(0, 3);
    // synthetic body: hips 0.93 m above the lowest foot point (0.42 + 0.4 + 0.06 + ... )
    expect(val2(s.measures.hip_height)).toBeCloseTo(0.88, 2);
    expect(val2(s.measures.shoulder_height)).toBeGreaterThan(val2(s.measures.hip_height));
    expect(val2(s.measures.knee_height)).toBeCloseTo(0.46, 2);
    expect(val2(s.measures.hands_horizontal_distance)).toBeLessThan(0.1);
  });
  it('arms reaching forward -> hands horizontal distance grows', () => {
    const f = frameToPosture(
      syntheticFrame({ yaw: 30, left: { armFlexion: 90 }, right: { armFlexion: 90 } }),
    );
    expect(val2(f.measures.hands_horizontal_distance)).toBeGreaterThan(0.5);
    expect(val2(f.measures.hands_height)).toBeCloseTo(val2(f.measures.shoulder_height), 2);
  });
});

function val2(m: { value: number } | null | undefined): number {
  return m?.value ?? Number.NaN;
}
