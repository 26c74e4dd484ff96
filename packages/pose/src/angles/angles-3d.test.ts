import { describe, expect, it } from 'vitest';
import { syntheticFrame, type SyntheticPose } from '../../test/helpers/synthetic-skeleton';
import { frameToPosture, type PoseFramePosture } from './posture';

const posture = (
  p: SyntheticPose,
  o: Parameters<typeof syntheticFrame>[1] = {},
): PoseFramePosture => frameToPosture(syntheticFrame(p, o), { proportions: false }); // the model's 3D angles
const val = (m: { value: number } | null | undefined): number => {
  if (!m) throw new Error('expected a measured value, got null/undefined');
  return m.value;
};

describe('3D angles on synthetic skeletons', () => {
  it('neutral standing reads ~0 everywhere', () => {
    const f = posture({});
    expect(f.personFound).toBe(true);
    for (const k of [
      'trunk_flexion',
      'trunk_side_bend',
      'trunk_twist',
      'neck_flexion',
      'neck_side_bend',
      'neck_twist',
    ] as const) {
      expect(Math.abs(val(f.axial[k]))).toBeLessThan(0.5);
    }
    for (const side of ['left', 'right'] as const) {
      for (const k of [
        'upper_arm_flexion',
        'upper_arm_abduction',
        'elbow_flexion',
        'wrist_flexion',
        'wrist_deviation',
        'knee_flexion',
        'hip_flexion',
        'shoulder_elevation',
      ] as const) {
        expect(Math.abs(val(f[side][k])), `${side} ${k}`).toBeLessThan(0.5);
      }
    }
  });

  const yaws = [0, 45, 90, 180, -90];
  describe.each(yaws)('camera yaw %i', (yaw) => {
    it.each([-20, 10, 30, 60, 90])('trunk flexion %i', (deg) => {
      const f = posture({ yaw, trunkFlexion: deg });
      expect(val(f.axial.trunk_flexion)).toBeCloseTo(deg, 0);
      expect(val(f.axial.trunk_side_bend)).toBeLessThan(0.5);
    });
    it.each([10, 25])('trunk side bend %i', (deg) => {
      expect(val(posture({ yaw, trunkSideBend: deg }).axial.trunk_side_bend)).toBeCloseTo(deg, 0);
    });
    it.each([15, 45])('trunk twist %i', (deg) => {
      expect(val(posture({ yaw, trunkTwist: deg }).axial.trunk_twist)).toBeCloseTo(deg, 0);
    });
    it('camera yaw is recovered', () => {
      const y = posture({ yaw }).cameraYaw ?? Number.NaN;
      const diff = ((y - yaw + 540) % 360) - 180;
      expect(Math.abs(diff)).toBeLessThan(0.5);
    });
  });

  it.each([-15, 20, 40])(
    'neck flexion %i relative to the thorax (also with the trunk flexed)',
    (deg) => {
      expect(val(posture({ neckFlexion: deg }).axial.neck_flexion)).toBeCloseTo(deg, 0);
      expect(val(posture({ neckFlexion: deg, trunkFlexion: 30 }).axial.neck_flexion)).toBeCloseTo(
        deg,
        0,
      );
    },
  );
  it.each([10, 25])('neck side bend %i', (deg) => {
    expect(val(posture({ neckSideBend: deg }).axial.neck_side_bend)).toBeCloseTo(deg, 0);
  });
  it.each([20, 60])('neck twist %i', (deg) => {
    expect(val(posture({ neckTwist: deg }).axial.neck_twist)).toBeCloseTo(deg, 0);
  });

  describe.each(['left', 'right'] as const)('%s side', (side) => {
    it.each([-30, 15, 45, 90, 120, 170])('upper arm flexion %i relative to the trunk', (deg) => {
      for (const trunkFlexion of [0, 40]) {
        const f = posture({ trunkFlexion, yaw: 30, [side]: { armFlexion: deg } });
        expect(val(f[side].upper_arm_flexion)).toBeCloseTo(deg, 0);
        expect(Math.abs(val(f[side].upper_arm_abduction))).toBeLessThan(0.5);
      }
    });
    it.each([20, 45, 90])('pure abduction %i reads as abduction and as elevation', (deg) => {
      const f = posture({ [side]: { armAbduction: deg } });
      expect(val(f[side].upper_arm_abduction)).toBeCloseTo(deg, 0);
      // REBA scores the arm's elevation whatever its plane
      expect(val(f[side].upper_arm_flexion)).toBeCloseTo(deg, 0);
    });
    it('arm raised straight overhead slightly behind is still flexion, not extension', () => {
      const f = posture({ [side]: { armFlexion: 185 } });
      expect(val(f[side].upper_arm_flexion)).toBeGreaterThan(170);
    });
    it.each([0, 45, 90, 140])('elbow flexion %i', (deg) => {
      expect(
        val(posture({ [side]: { elbowFlexion: deg, armFlexion: 30 } })[side].elbow_flexion),
      ).toBeCloseTo(deg, 0);
    });
    it.each([-40, -15, 20, 50])('wrist flexion %i (+ toward the palm)', (deg) => {
      const f = posture({ [side]: { wristFlexion: deg, elbowFlexion: 60 } });
      expect(val(f[side].wrist_flexion)).toBeCloseTo(deg, 0);
      expect(val(f[side].wrist_deviation)).toBeLessThan(0.5);
    });
    it.each([10, 25])('wrist deviation %i', (deg) => {
      expect(val(posture({ [side]: { wristDeviation: deg } })[side].wrist_deviation)).toBeCloseTo(
        deg,
        0,
      );
    });
    it.each([0, 30, 60, 100, 130])('knee flexion %i', (deg) => {
      expect(
        val(
          posture({ yaw: 60, [side]: { kneeFlexion: deg, hipFlexion: deg / 2 } })[side]
            .knee_flexion,
        ),
      ).toBeCloseTo(deg, 0);
    });
    it.each([20, 90])('hip flexion %i is thigh against trunk', (deg) => {
      expect(val(posture({ [side]: { hipFlexion: deg } })[side].hip_flexion)).toBeCloseTo(deg, 0);
      expect(
        val(posture({ trunkFlexion: 20, [side]: { hipFlexion: deg } })[side].hip_flexion),
      ).toBeCloseTo(deg + 20, 0);
    });
    it('one shoulder raised reads as shoulder elevation on that side only', () => {
      const f = posture({ [side]: { shoulderElevation: 12 } });
      expect(val(f[side].shoulder_elevation)).toBeGreaterThan(4);
      expect(val(f[side === 'left' ? 'right' : 'left'].shoulder_elevation)).toBeLessThan(
        val(f[side].shoulder_elevation),
      );
    });
    it('angles of one side do not leak into the other', () => {
      const other = side === 'left' ? 'right' : 'left';
      const f = posture({ [side]: { armFlexion: 90, elbowFlexion: 90, kneeFlexion: 70 } });
      expect(Math.abs(val(f[other].upper_arm_flexion))).toBeLessThan(0.5);
      expect(Math.abs(val(f[other].elbow_flexion))).toBeLessThan(0.5);
      expect(Math.abs(val(f[other].knee_flexion))).toBeLessThan(0.5);
    });
  });

  it('combined posture: stoop with twist, arm forward, bent knees', () => {
    const f = posture({
      yaw: 70,
      trunkFlexion: 50,
      trunkTwist: 20,
      right: { armFlexion: 80, elbowFlexion: 30, kneeFlexion: 40, hipFlexion: 20 },
      left: { kneeFlexion: 40, hipFlexion: 20 },
    });
    // 70 deg is side-on: sagittal angles are read in the picture (2D), within the error of a
    // projection whose plane is 20 deg off the picture's (< 3 deg here)
    expect(f.axial.trunk_flexion?.from2d).toBe(true);
    expect(Math.abs(val(f.axial.trunk_flexion) - 50)).toBeLessThan(3);
    expect(val(f.axial.trunk_twist)).toBeCloseTo(20, 0);
    expect(Math.abs(val(f.right.upper_arm_flexion) - 80)).toBeLessThan(3);
    expect(Math.abs(val(f.left.knee_flexion) - 40)).toBeLessThan(3);
  });
});
