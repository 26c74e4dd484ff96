import { describe, expect, it } from 'vitest';
import { poseDocumentSchema } from '@ergo/contracts';
import { containBox, keypointTriples, poseFrameAt, POSE_CONNECTIONS } from './skeleton';

const pose = {
  fps: 10,
  width: 640,
  height: 360,
  model: 'full',
  frames: [0, 0.1, 0.2, 0.3, 2].map((time) => ({ time, keypoints: null })),
};

describe('skeleton overlay', () => {
  it('finds the nearest pose frame by time', () => {
    expect(poseFrameAt(pose, 0.14)?.time).toBe(0.1);
    expect(poseFrameAt(pose, 0.16)?.time).toBe(0.2);
    expect(poseFrameAt(pose, 0)?.time).toBe(0);
    expect(poseFrameAt(pose, 2.05)?.time).toBe(2);
  });

  it('shows nothing far from any tracked frame', () => {
    expect(poseFrameAt(pose, 1)).toBeNull();
    expect(poseFrameAt({ ...pose, frames: [] }, 0)).toBeNull();
  });

  it('maps video pixels into an object-fit: contain box', () => {
    expect(containBox(640, 360, 320, 320)).toEqual({ scale: 0.5, x: 0, y: 70 });
    expect(containBox(360, 640, 640, 320)).toEqual({ scale: 0.5, x: 230, y: 0 });
  });

  it('only joins valid BlazePose landmark indices', () => {
    for (const [a, b] of POSE_CONNECTIONS) {
      expect(a).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(33);
    }
  });

  it('reads the server’s flat keypoint lists as [x, y, score] triples', () => {
    const flat = Array.from({ length: 99 }, (_, i) => i);
    const parsed = keypointTriples(
      poseDocumentSchema.parse({
        fps: 5,
        width: 640,
        height: 360,
        model: 'full',
        frames: [
          { time: 0, keypoints: flat },
          { time: 0.2, keypoints: null },
        ],
      }),
    );
    expect(parsed.frames[0]?.keypoints).toHaveLength(33);
    expect(parsed.frames[0]?.keypoints?.[1]).toEqual([3, 4, 5]);
    expect(parsed.frames[1]?.keypoints).toBeNull();
  });
});
