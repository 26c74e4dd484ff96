import { describe, expect, it } from 'vitest';
import type { PoseFrame } from '../model/keypoints';
import { syntheticFrame, type SyntheticPose } from '../../test/helpers/synthetic-skeleton';
import { frameToPosture } from './posture';
import {
  ownShares,
  leanOutOfPicture,
  statureInPixels,
  MIN_LEAN_DEG,
  WINTER_SHARES,
  directionFromProportions,
} from './proportions';
import { vec } from './vec';

/**
 * The synthetic skeleton's segments are Winter's shares of a 1.71 m stature within 7% (trunk 0.50,
 * upper arm 0.30, forearm 0.25, thigh 0.42, shank 0.40 m), as a real worker differs from them.
 * Its world landmarks are the truth; the model's depth is then compressed to `depth` of it, as
 * BlazePose reads a lean toward the camera low.
 */
function withCompressedDepth(pose: SyntheticPose, depth: number): PoseFrame {
  const frame = syntheticFrame(pose);
  const world = frame.pose?.world;
  if (!world) throw new Error('no world landmarks');
  const squeezed = Float32Array.from(world, (v, i) => (i % 4 === 2 ? v * depth : v));
  return { ...frame, pose: frame.pose ? { ...frame.pose, world: squeezed } : null };
}

describe('depth from body proportions (issue 31, item 1)', () => {
  it('a segment’s lean follows from its length in the picture', () => {
    expect(leanOutOfPicture(50, 100)).toBeCloseTo(60, 6);
    expect(leanOutOfPicture(100, 100)).toBe(0);
    expect(leanOutOfPicture(120, 100)).toBe(0); // longer than it can be: in the plane
    const d = directionFromProportions(vec(0, 50, 0), 100, -1);
    expect(d.z).toBeCloseTo(-Math.sqrt(100 * 100 - 50 * 50), 6);
    expect(WINTER_SHARES.thigh).toBeCloseTo(0.245, 3);
  });

  it('reads the stature from a length a second segment confirms, not from one segment drawn too long', () => {
    const seg = (name: keyof typeof WINTER_SHARES, length: number, clear = true) => ({
      name,
      side: null,
      vector: vec(0, length, 0),
      clear,
    });
    const stature = 1000;
    const inPlane = [
      seg('shank', WINTER_SHARES.shank * stature),
      seg('thigh', WINTER_SHARES.thigh * stature * 0.98),
      seg('upper_arm', WINTER_SHARES.upper_arm * stature * 0.6), // toward the camera
    ];
    expect(statureInPixels(inPlane)).toBeCloseTo(980, 6);
    // a misplaced knee draws the other shank 20% too long: the stature does not follow it
    expect(statureInPixels([...inPlane, seg('shank', WINTER_SHARES.shank * stature * 1.2)])).toBe(
      1000,
    );
    // a segment not seen clearly counts for nothing; fewer than three clear ones read no stature
    expect(statureInPixels([...inPlane.slice(0, 2), seg('trunk', 400, false)])).toBeNull();
  });

  it('recovers an upper arm raised 60° toward a front camera within 5°, where the model reads it low', () => {
    const modelAlone = { proportions: false };
    const truth = frameToPosture(syntheticFrame({ left: { armFlexion: 60 } }), modelAlone);
    expect(truth.left.upper_arm_flexion?.value).toBeCloseTo(60, 0);
    const compressed = withCompressedDepth({ left: { armFlexion: 60 } }, 0.4);
    const modelOnly = frameToPosture(compressed, modelAlone);
    expect(modelOnly.left.upper_arm_flexion?.value ?? 0).toBeLessThan(45);
    const read = frameToPosture(compressed).left.upper_arm_flexion;
    expect(read?.fromProportions).toBe(true);
    expect(Math.abs((read?.value ?? 0) - 60)).toBeLessThanOrEqual(5);
  });

  it('recovers a trunk bent 50° toward a front camera within 5°', () => {
    const read = frameToPosture(withCompressedDepth({ trunkFlexion: 50 }, 0.4)).axial.trunk_flexion;
    expect(read?.fromProportions).toBe(true);
    expect(Math.abs((read?.value ?? 0) - 50)).toBeLessThanOrEqual(5);
  });

  it('recovers a trunk bent 50° away from the camera (the back to it) within 5°', () => {
    const read = frameToPosture(withCompressedDepth({ yaw: 180, trunkFlexion: 50 }, 0.4)).axial
      .trunk_flexion;
    expect(Math.abs((read?.value ?? 0) - 50)).toBeLessThanOrEqual(5);
  });

  it('leaves alone what lies near the picture’s plane, and the side-on view (read in the picture)', () => {
    const upright = frameToPosture(withCompressedDepth({ left: { armFlexion: 15 } }, 0.4));
    expect(upright.left.upper_arm_flexion?.fromProportions).toBeUndefined();
    expect(upright.axial.trunk_flexion?.fromProportions).toBeUndefined();
    // an arm raised sideways lies in a front camera's picture: its full length is seen
    const sideways = frameToPosture(withCompressedDepth({ left: { armAbduction: 80 } }, 0.4));
    expect(sideways.left.upper_arm_flexion?.fromProportions).toBeUndefined();
    const side = frameToPosture(withCompressedDepth({ yaw: 90, left: { armFlexion: 60 } }, 0.4));
    expect(side.left.upper_arm_flexion?.fromProportions).toBeUndefined();
    expect(MIN_LEAN_DEG).toBe(30);
  });

  it('side-on, does not read in 2D an arm that looks short: it leaves the picture’s plane', () => {
    // raised 70° and out to the side 45°, filmed side-on: the arm leaves the picture's plane, the
    // squeezed model depth hides it, its length does not
    const pose = { yaw: 90, left: { armFlexion: 70, armAbduction: 45 } };
    const truth = frameToPosture(syntheticFrame(pose), { proportions: false }).left
      .upper_arm_flexion;
    const squeezed = withCompressedDepth(pose, 0.4);
    const depthAlone = frameToPosture(squeezed, { proportions: false }).left.upper_arm_flexion;
    expect(depthAlone?.from2d).toBe(true); // the model's depth alone took the picture's angle
    const read = frameToPosture(squeezed).left.upper_arm_flexion;
    expect(read?.from2d).toBeUndefined();
    expect(read?.fromProportions).toBe(true);
    expect(Math.abs((read?.value ?? 0) - (truth?.value ?? 0))).toBeLessThanOrEqual(5);
    // raised in the sagittal plane, it looks its full length: the 2D reading stands
    const inPlane = frameToPosture(withCompressedDepth({ yaw: 90, left: { armFlexion: 70 } }, 0.4));
    expect(inPlane.left.upper_arm_flexion?.from2d).toBe(true);
  });

  it('is not used where the segment or the stature is not seen clearly', () => {
    const unsure = syntheticFrame({ left: { armFlexion: 60 } }, { scores: { left_elbow: 0.3 } });
    const world = unsure.pose?.world;
    if (!unsure.pose || !world) throw new Error('no pose');
    const squeezed = {
      ...unsure,
      pose: {
        ...unsure.pose,
        world: Float32Array.from(world, (v, i) => (i % 4 === 2 ? v * 0.4 : v)),
      },
    };
    expect(frameToPosture(squeezed).left.upper_arm_flexion?.fromProportions).toBeUndefined();
  });

  it('in a video, reads the worker’s own proportions from the frames where a segment lies in the plane', () => {
    // 20 frames with the arms hanging or raised sideways (in a front camera's plane), as work goes
    const frames = Array.from({ length: 20 }, (_, i) =>
      syntheticFrame({ left: { armAbduction: (i % 4) * 20 }, right: { armAbduction: 10 } }),
    );
    const shares = ownShares(frames, null);
    // the synthetic upper arm is 0.30 m of a stature read at 1.72 m (the second-largest bound, the
    // forearm's 0.25 m; the trunk's 0.50 m reads 1.74 m): 0.174
    expect(shares.upper_arm).toBeCloseTo(0.3 / (0.25 / WINTER_SHARES.forearm), 3);
    const read = frameToPosture(withCompressedDepth({ left: { armFlexion: 60 } }, 0.4), {
      segmentShares: shares,
    }).left.upper_arm_flexion;
    // Winter's shares read this arm a few degrees high (its own are shorter), its own within a degree
    expect(Math.abs((read?.value ?? 0) - 60)).toBeLessThanOrEqual(1);
    // too few frames (a still): Winter's shares
    expect(ownShares(frames.slice(0, 3), null)).toEqual(WINTER_SHARES);
  });

  it('in a video of a held reach toward the camera, does not learn the foreshortened arm as its length', () => {
    // the arm never lies in the picture's plane: its own share would be its foreshortened length
    const held = Array.from({ length: 20 }, () =>
      withCompressedDepth({ left: { armFlexion: 60 }, right: { armFlexion: 60 } }, 0.4),
    );
    const shares = ownShares(held, null);
    // bounded by the spread of adult proportions: within 10% of Winter's share
    expect(shares.upper_arm).toBeGreaterThanOrEqual(WINTER_SHARES.upper_arm * 0.9 - 1e-9);
    const first = held[0];
    if (!first) throw new Error('no frame');
    const read = frameToPosture(first, { segmentShares: shares }).left.upper_arm_flexion;
    expect(read?.fromProportions).toBe(true);
    expect(Math.abs((read?.value ?? 0) - 60)).toBeLessThanOrEqual(6);
  });
});
