import { findLifts } from '@ergo/ergonomics';
import { describe, expect, it } from 'vitest';
import {
  frameOfLandmarks,
  syntheticFrame,
  syntheticLandmarks,
} from '../../test/helpers/synthetic-skeleton';
import { add, scale, vec } from './vec';
import {
  ANKLE_TO_SHOULDER_SHARE,
  DEFAULT_STATURE_CM,
  handsAsymmetryDeg,
  liftGeometry,
} from './lift-geometry';
import { skeletonsOf } from './landmarks';
import type { PoseFrame } from '../model/keypoints';

/**
 * The synthetic skeleton (test/helpers/synthetic-skeleton.ts): shank 0.40 m, thigh 0.42 m, hips to
 * shoulders 0.50 m, so its ankle → shoulder chain is 1.32 m and the stature it implies through
 * Winter's share is 1.32 / 0.779 m. Arms 0.30 + 0.25 m.
 */
const MODEL_STATURE_CM = (100 * 1.32) / ANKLE_TO_SHOULDER_SHARE;

const reach = { left: { armFlexion: 90 }, right: { armFlexion: 90 } };

function worldOf(frame: PoseFrame) {
  if (!frame.pose) throw new Error('no pose');
  const world = skeletonsOf(frame.pose, null).world;
  if (!world) throw new Error('no world landmarks');
  return world;
}

describe('where the hands are for the NIOSH equation (issue 33)', () => {
  it('reads V, H and A from the world landmarks, scaled to the worker’s stature', () => {
    const pts = syntheticLandmarks(reach);
    // by hand from the skeleton: the wrists' midpoint against the feet (y down, metres)
    const wristY = (pts.left_wrist.y + pts.right_wrist.y) / 2;
    const floorY = Math.max(pts.left_foot_index.y, pts.left_heel.y, pts.left_ankle.y);
    const reachZ = Math.abs((pts.left_wrist.z + pts.right_wrist.z) / 2 - pts.left_ankle.z);
    const scale = 171 / MODEL_STATURE_CM;
    const geometry = liftGeometry([syntheticFrame(reach)], {
      statureCm: 171,
      frameSize: null,
      sampledFps: 10,
    });
    expect(geometry.modelStatureCm).toBeCloseTo(MODEL_STATURE_CM, 3); // float32 landmarks
    expect(geometry.stature).toBe('worker');
    const [sample] = geometry.samples;
    expect(sample?.v_cm).toBeCloseTo(100 * (floorY - wristY) * scale, 2);
    expect(sample?.h_cm).toBeCloseTo(100 * reachZ * scale, 2);
    expect(sample?.a_deg).toBeCloseTo(0, 4); // straight ahead of the feet
  });

  it('measures a lift from 30 to 90 cm, hands 40 cm out and 30° to the side, within 3 cm and 5°', () => {
    // the standing skeleton faces the camera: forward is -z, its left +x, up -y (metres)
    const standing = syntheticLandmarks({});
    const ankles = scale(add(standing.left_ankle, standing.right_ankle), 0.5);
    const floorY = standing.left_foot_index.y; // the toes are the lowest foot point
    const hands = (vCm: number, hCm: number, aDeg: number) => {
      const a = (aDeg * Math.PI) / 180;
      const at = vec(
        ankles.x + (hCm / 100) * Math.sin(a),
        floorY - vCm / 100,
        ankles.z - (hCm / 100) * Math.cos(a),
      );
      return frameOfLandmarks({
        ...standing,
        left_wrist: add(at, vec(0.15, 0, 0)),
        right_wrist: add(at, vec(-0.15, 0, 0)),
      });
    };
    // the worker's stature equal to the one the skeleton implies: scale 1
    const geometry = liftGeometry([hands(30, 40, 30), hands(90, 40, 30)], {
      statureCm: MODEL_STATURE_CM,
      frameSize: null,
      sampledFps: 10,
    });
    const [origin, destination] = geometry.samples;
    expect(Math.abs((origin?.v_cm ?? 0) - 30)).toBeLessThanOrEqual(3);
    expect(Math.abs((destination?.v_cm ?? 0) - 90)).toBeLessThanOrEqual(3);
    for (const end of [origin, destination]) {
      expect(Math.abs((end?.h_cm ?? 0) - 40)).toBeLessThanOrEqual(3);
      expect(Math.abs((end?.a_deg ?? 0) - 30)).toBeLessThanOrEqual(5);
    }
    // a worker a fifth larger than the skeleton: every length grows by a fifth, the angle stays
    const larger = liftGeometry([hands(30, 40, 30)], {
      statureCm: 1.2 * MODEL_STATURE_CM,
      frameSize: null,
      sampledFps: 10,
    }).samples[0];
    expect(larger?.v_cm).toBeCloseTo(1.2 * (origin?.v_cm ?? 0), 3);
    expect(larger?.a_deg).toBeCloseTo(origin?.a_deg ?? 0, 6);
    // a stature no adult has is not used: the default is, and the result says so
    const typo = liftGeometry([hands(30, 40, 30)], {
      statureCm: 17,
      frameSize: null,
      sampledFps: 10,
    });
    expect(typo.stature).toBe('default');
    expect(typo.statureCm).toBe(DEFAULT_STATURE_CM);
  });

  it('reads the feet’s direction over a second: one frame with its toes read askew does not turn A', () => {
    const frames = Array.from({ length: 11 }, (_, i) => {
      const pts = syntheticLandmarks(reach);
      // frame 5: the model reads the left toes 40° off (a depth error on a 20 cm line)
      const askew =
        i === 5 ? { left_foot_index: add(pts.left_foot_index, vec(0.15, 0, 0.05)) } : {};
      return frameOfLandmarks({ ...pts, ...askew }, { time: i / 10 });
    });
    const alone = handsAsymmetryDeg(worldOf(frames[5] ?? syntheticFrame()));
    expect(alone).toBeGreaterThan(10);
    const a = liftGeometry(frames, { statureCm: null, frameSize: null, sampledFps: 10 }).samples[5]
      ?.a_deg;
    expect(a).toBeLessThan(2.5);
  });

  it('gives a frame whose toes the model was unsure of its clear neighbours’ feet direction', () => {
    const frames = Array.from({ length: 5 }, (_, i) =>
      syntheticFrame(
        { trunkTwist: 30, ...reach },
        { time: i / 10, scores: i === 2 ? { left_foot_index: 0.3 } : {} },
      ),
    );
    const sample = liftGeometry(frames, { statureCm: null, frameSize: null, sampledFps: 10 })
      .samples[2];
    expect(sample?.a_deg).toBeCloseTo(30, 0);
    expect(sample?.low_confidence).toBe(true);
  });

  it('scales to the default stature when the worker’s is not given, and says so', () => {
    const geometry = liftGeometry([syntheticFrame(reach)], {
      statureCm: null,
      frameSize: null,
      sampledFps: 10,
    });
    expect(geometry.stature).toBe('default');
    expect(geometry.statureCm).toBe(DEFAULT_STATURE_CM);
    const withWorker = liftGeometry([syntheticFrame(reach)], {
      statureCm: 175,
      frameSize: null,
      sampledFps: 10,
    });
    expect(geometry.samples[0]?.h_cm).toBeCloseTo(withWorker.samples[0]?.h_cm ?? 0, 9);
  });

  it('reads A as the turn of the hands away from where the feet point', () => {
    for (const twist of [30, 45, 90]) {
      const world = worldOf(syntheticFrame({ trunkTwist: twist, ...reach }));
      expect(handsAsymmetryDeg(world)).toBeCloseTo(twist, 1);
    }
    // hands over the feet: the line to them leaves no plane, A is 0
    const hanging = worldOf(syntheticFrame({}));
    expect(handsAsymmetryDeg(hanging)).toBe(0);
  });

  it('measures and marks a hand the model was unsure of; gives nulls for one out of the picture', () => {
    const size = { width: 720, height: 1280 };
    // a hand behind the load: in the picture, scored low; and the stature from the chain in the
    // picture although a knee is scored low too
    const unsure = syntheticFrame(reach, { scores: { left_wrist: 0.2, left_knee: 0.2 } });
    const measuredUnsure = liftGeometry([unsure], {
      statureCm: 171,
      frameSize: size,
      sampledFps: 10,
    });
    expect(measuredUnsure.samples[0]?.v_cm).not.toBeNull();
    expect(measuredUnsure.samples[0]?.low_confidence).toBe(true);
    expect(measuredUnsure.modelStatureCm).toBeCloseTo(MODEL_STATURE_CM, 3);
    const sure = liftGeometry([syntheticFrame(reach)], {
      statureCm: 171,
      frameSize: size,
      sampledFps: 10,
    });
    expect(sure.samples[0]?.low_confidence).toBeUndefined();
    // a hand out of the picture (3 m to the side, past the frame's edge) is not measured
    const pts = syntheticLandmarks(reach);
    const outside = frameOfLandmarks({ ...pts, left_wrist: add(pts.left_wrist, vec(3, 0, 0)) });
    const geometry = liftGeometry([outside, { time: 1, pose: null }], {
      statureCm: 171,
      frameSize: size,
      sampledFps: 10,
    });
    expect(geometry.samples).toEqual([
      { time: 0, v_cm: null, h_cm: null, a_deg: null },
      { time: 1, v_cm: null, h_cm: null, a_deg: null },
    ]);
  });

  it('feeds the lift finder: a clip of stoops to the floor and lifts to the chest gives its lifts', () => {
    // 3 cycles at 10 fps: 1 s stooped with the hands low, 1 s rising, 1 s upright holding the
    // load in front of the chest, 1 s going back down
    const stooped = (k: number) => ({
      trunkFlexion: 75 * k,
      left: { armFlexion: 80 - 20 * k, elbowFlexion: 60 - 60 * k },
      right: { armFlexion: 80 - 20 * k, elbowFlexion: 60 - 60 * k },
    });
    const frames: PoseFrame[] = [];
    const add = (k: number) =>
      frames.push(syntheticFrame(stooped(k), { time: frames.length / 10 }));
    for (let c = 0; c < 3; c++) {
      for (let i = 0; i < 10; i++) add(1);
      for (let i = 1; i <= 10; i++) add(1 - i / 10);
      for (let i = 0; i < 10; i++) add(0);
      for (let i = 1; i <= 10; i++) add(i / 10);
    }
    for (let i = 0; i < 10; i++) add(1);
    const geometry = liftGeometry(frames, { statureCm: 170, frameSize: null, sampledFps: 10 });
    const found = findLifts(geometry.samples, 'up');
    expect(found.lifts).toHaveLength(3);
    for (const lift of found.lifts) {
      expect(lift.destination.v_cm - lift.origin.v_cm).toBeGreaterThan(40);
      expect(lift.origin.a_deg).toBeLessThan(5);
    }
    expect(found.frequency_per_min).toBeCloseTo(15, 0);
  });
});
