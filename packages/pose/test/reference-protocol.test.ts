import { describe, expect, it } from 'vitest';
import { posturesFromTrack, type PoseFramePosture } from '../src/index';
import { keypointError, loadGoogleReference, runReferenceProtocol } from '../src/reference/index';
import { video } from './helpers/media';

const trunkOf = (f: PoseFramePosture): number | null => f.axial.trunk_flexion?.value ?? null;

function meanAbsoluteError(
  a: PoseFramePosture[],
  b: PoseFramePosture[],
  get: (f: PoseFramePosture) => number | null,
): number {
  const errors = a.flatMap((f, i) => {
    const x = get(f);
    const other = b[i];
    const y = other ? get(other) : null;
    return x !== null && y !== null ? [Math.abs(x - y)] : [];
  });
  return errors.reduce((s, e) => s + e, 0) / errors.length;
}

describe("Google's reference protocol (landmark filters on, 30 fps timestamps)", () => {
  it('reproduces the reference: 2D <= 10 px, 3D <= 6 cm, trunk flexion within 3 deg', async () => {
    const ref = await loadGoogleReference(
      video('tfjs-pose_squats.full.json'),
      video('tfjs-pose_squats_3d.full.json'),
      { fps: 5, width: 720, height: 1280 },
    );
    const ours = await runReferenceProtocol(video('tfjs-pose_squats.mp4'), { fps: 5 });
    expect(ours.frames).toHaveLength(65);
    expect(ours.frames.every((f) => f.pose !== null)).toBe(true);
    // reported times stay the clip's own, whatever the filter was fed
    expect(ours.frames[10]?.time).toBeCloseTo(2, 6);
    expect(keypointError(ours, ref, '2d').median).toBeLessThanOrEqual(10);
    expect(keypointError(ours, ref, '3d').median).toBeLessThanOrEqual(0.06);
    const trunk = meanAbsoluteError(
      posturesFromTrack(ours).frames,
      posturesFromTrack(ref).frames,
      trunkOf,
    );
    expect(trunk).toBeLessThanOrEqual(3);
  }, 120_000);
});
