import { describe, expect, it } from 'vitest';
import { syntheticFrame } from '../../test/helpers/synthetic-skeleton';
import type { PoseTrack } from '../model/keypoints';
import { decodeKeypoints, encodeKeypoints, KeypointFormatError } from './keypoint-codec';
import { posturesFromKeypoints, posturesFromTrack } from './recompute';

function track(): PoseTrack {
  const frames = Array.from({ length: 30 }, (_, i) =>
    i === 7
      ? { time: i / 10, pose: null }
      : syntheticFrame(
          { yaw: 40, trunkFlexion: 20 + i, left: { kneeFlexion: 2 * i, armFlexion: 3 * i } },
          { time: i / 10, score: 0.5 + i / 60 },
        ),
  );
  // one frame from a 2D-only source
  const f3 = frames[3];
  if (f3?.pose) f3.pose.world = null;
  return { width: 720, height: 1280, sampledFps: 10, model: 'blazepose-full', frames };
}

describe('keypoint codec', () => {
  it.each([true, false])(
    'round-trips with bounded quantisation error (compress=%s)',
    (compress) => {
      const t = track();
      const buf = encodeKeypoints(t, { compress });
      const d = decodeKeypoints(buf);
      expect(d).toMatchObject({
        width: 720,
        height: 1280,
        sampledFps: 10,
        model: 'blazepose-full',
      });
      expect(d.frames).toHaveLength(t.frames.length);
      let maxPx = 0;
      let maxM = 0;
      let maxScore = 0;
      t.frames.forEach((f, i) => {
        const g = d.frames[i];
        expect(g?.time).toBeCloseTo(f.time, 5);
        if (!f.pose) {
          expect(g?.pose).toBeNull();
          return;
        }
        const gp = g?.pose;
        if (!gp) throw new Error('pose lost in round trip');
        expect(gp.world === null).toBe(f.pose.world === null);
        f.pose.image.forEach((v, k) => {
          const e = Math.abs(v - (gp.image[k] ?? Number.NaN));
          if (k % 3 === 2) maxScore = Math.max(maxScore, e);
          else maxPx = Math.max(maxPx, e);
        });
        f.pose.world?.forEach((v, k) => {
          const e = Math.abs(v - (gp.world?.[k] ?? Number.NaN));
          if (k % 4 === 3) maxScore = Math.max(maxScore, e);
          else maxM = Math.max(maxM, e);
        });
      });
      expect(maxPx).toBeLessThanOrEqual(0.125 + 1e-6);
      expect(maxM).toBeLessThanOrEqual(0.00005 + 1e-7);
      expect(maxScore).toBeLessThanOrEqual(0.5 / 255 + 1e-6);
    },
  );

  it('is compact: < 250 bytes per frame with deflate on real-like data', () => {
    const t = track();
    expect(encodeKeypoints(t).length / t.frames.length).toBeLessThan(402);
    expect(encodeKeypoints(t).length).toBeLessThan(encodeKeypoints(t, { compress: false }).length);
  });

  it('recomputing angles from the buffer matches the original within 0.2 deg', () => {
    const t = track();
    const a = posturesFromTrack(t);
    const b = posturesFromKeypoints(encodeKeypoints(t));
    expect(b.personFoundRatio).toBe(a.personFoundRatio);
    a.frames.forEach((f, i) => {
      const g = b.frames[i];
      expect(g?.personFound).toBe(f.personFound);
      expect(
        Math.abs((g?.axial.trunk_flexion?.value ?? 0) - (f.axial.trunk_flexion?.value ?? 0)),
      ).toBeLessThanOrEqual(0.2);
      expect(
        Math.abs((g?.left.knee_flexion?.value ?? 0) - (f.left.knee_flexion?.value ?? 0)),
      ).toBeLessThanOrEqual(0.2);
    });
    expect(b.frames[3]?.axial.trunk_flexion?.from2d).toBe(true);
  });

  it('rejects foreign, truncated and future-version buffers', () => {
    const buf = encodeKeypoints(track(), { compress: false });
    expect(() => decodeKeypoints(Buffer.from('hello world, not keypoints'))).toThrow(
      KeypointFormatError,
    );
    expect(() => decodeKeypoints(buf.subarray(0, buf.length - 10))).toThrow(/truncated/);
    const v2 = Buffer.from(buf);
    v2.writeUInt8(2, 3);
    expect(() => decodeKeypoints(v2)).toThrow(/version 2/);
  });
});
