import type { FramePosture, MeasuredValue } from '@ergo/ergonomics';
import { describe, expect, it } from 'vitest';
import { syntheticFrame, type SyntheticPose } from '../../test/helpers/synthetic-skeleton';
import { LM } from '../model/keypoints';
import { fillFromNearbyFrames } from './fill-gaps';
import { frameToPosture } from './posture';

const seatedPose = (yaw: number): SyntheticPose => ({
  yaw,
  left: { hipFlexion: 90, kneeFlexion: 90 },
  right: { hipFlexion: 90, kneeFlexion: 90 },
});

describe('3D or 2D per body part, by the view', () => {
  it('side-on: sagittal angles come from the picture, the rest from 3D', () => {
    const f = frameToPosture(
      syntheticFrame({ yaw: 90, trunkFlexion: 40, right: { kneeFlexion: 50, elbowFlexion: 70 } }),
    );
    expect(f.axial.trunk_flexion).toMatchObject({ from2d: true });
    expect(f.axial.trunk_flexion?.value).toBeCloseTo(40, 0);
    expect(f.right.knee_flexion).toMatchObject({ from2d: true });
    expect(f.right.knee_flexion?.value).toBeCloseTo(50, 0);
    expect(f.axial.trunk_twist?.from2d).toBeUndefined();
    expect(f.right.upper_arm_abduction?.from2d).toBeUndefined();
  });
  it('front: every angle from 3D (flexion toward the camera is not in the picture)', () => {
    const f = frameToPosture(syntheticFrame({ yaw: 0, trunkFlexion: 40 }));
    for (const m of [f.axial.trunk_flexion, f.left.knee_flexion, f.right.upper_arm_flexion])
      expect(m?.from2d).toBeUndefined();
    expect(f.axial.trunk_flexion?.value).toBeCloseTo(40, 0);
  });
  it('side-on, but a segment pointing at the camera keeps its 3D angle', () => {
    // the right arm abducted 90 deg points toward the camera in this side view
    const f = frameToPosture(syntheticFrame({ yaw: 90, right: { armAbduction: 90 } }));
    expect(f.right.upper_arm_flexion?.from2d).toBeUndefined();
    expect(f.left.upper_arm_flexion?.from2d).toBe(true);
  });
  it('names the side turned to a side-on camera, none in other views', () => {
    expect(frameToPosture(syntheticFrame({ yaw: 90 })).cameraSide).toBe('right');
    expect(frameToPosture(syntheticFrame({ yaw: -90 })).cameraSide).toBe('left');
    expect(frameToPosture(syntheticFrame({ yaw: 20 })).cameraSide).toBeNull();
  });
});

describe('seated detection (measures.seated)', () => {
  it('thighs horizontal, shanks down, weight behind the feet: seated', () => {
    const f = frameToPosture(syntheticFrame(seatedPose(90)));
    expect(f.measures.seated).toMatchObject({ value: 1 });
    expect(f.measures.seated?.confidence).toBeGreaterThan(0.9);
  });
  it('standing, and a squat (weight over the feet): not seated', () => {
    expect(frameToPosture(syntheticFrame({ yaw: 70 })).measures.seated?.value).toBe(0);
    const squat = frameToPosture(
      syntheticFrame({
        yaw: 70,
        trunkFlexion: 45,
        left: { hipFlexion: 95, kneeFlexion: 130 },
        right: { hipFlexion: 95, kneeFlexion: 130 },
      }),
    );
    expect(squat.measures.seated?.value).toBe(0);
  });
  it('what the picture cannot show is not guessed: feet unseen, or a front camera', () => {
    const feetHidden = frameToPosture(
      syntheticFrame(seatedPose(90), {
        scores: { left_heel: 0.2, right_heel: 0.2, left_ankle: 0.2, right_ankle: 0.2 },
      }),
    );
    expect(feetHidden.measures.seated).toBeNull();
    expect(frameToPosture(syntheticFrame(seatedPose(0))).measures.seated).toBeNull();
    // a standing worker facing the camera is still read as not seated
    expect(frameToPosture(syntheticFrame({ yaw: 0 })).measures.seated?.value).toBe(0);
  });
});

describe('parts out of the picture', () => {
  it('a knee outside the frame is not measured; nothing else is lost', () => {
    const frame = syntheticFrame({ yaw: 90 });
    if (!frame.pose) throw new Error('fixture');
    frame.pose.image[LM.left_knee * 3 + 1] = 5000; // far below the picture
    const f = frameToPosture(frame, { frameSize: { width: 720, height: 1280 } });
    expect(f.left.knee_flexion).toBeNull();
    expect(f.left.hip_flexion).toBeNull();
    expect(f.right.knee_flexion).not.toBeNull();
  });
  it('in a video, take the nearest frame where the part was seen, at most 1 s away, marked', () => {
    const v = (value: number): MeasuredValue => ({ value, confidence: 0.9 });
    const frame = (time: number, knee: MeasuredValue | null, personFound = true): FramePosture => ({
      time,
      personFound,
      axial: {},
      left: { knee_flexion: knee },
      right: {},
      measures: {},
    });
    const filled = fillFromNearbyFrames([
      frame(0, v(20)),
      frame(0.4, null),
      frame(0.7, null),
      frame(0.8, v(60)),
      frame(2.5, null),
      frame(3, null, false),
    ]);
    expect(filled[1]?.left.knee_flexion).toEqual({ value: 20, confidence: 0.9, filled: true });
    expect(filled[2]?.left.knee_flexion).toEqual({ value: 60, confidence: 0.9, filled: true });
    expect(filled[4]?.left.knee_flexion).toBeNull(); // 1.7 s from the nearest: left unmeasured
    expect(filled[5]?.left.knee_flexion).toBeNull(); // nobody in the frame
    expect(filled[0]?.left.knee_flexion?.filled).toBeUndefined();
  });
});
