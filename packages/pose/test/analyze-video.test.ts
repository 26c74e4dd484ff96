import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeVideo,
  decodeKeypoints,
  MediaError,
  PosePool,
  posturesFromKeypoints,
  StreamTooLongError,
  posturesFromTrack,
  type AnalyzeResult,
  type PoseFramePosture,
} from '../src/index';
import { keypointError, loadGoogleReference, median } from '../src/reference/index';
import { writeLyingMatroska } from '../src/testing';
import { makeClip, video } from './helpers/media';

// One pool for the file: models load once, as in the worker process.
let pool: PosePool;
let tmp = '';
beforeAll(async () => {
  pool = new PosePool({ size: 2 });
  tmp = await mkdtemp(path.join(tmpdir(), 'pose-e2e-'));
  await pool.warmup('full');
}, 60_000);
afterAll(async () => {
  await pool.close();
  await rm(tmp, { recursive: true, force: true });
});

const kneeOf = (f: PoseFramePosture): number | null => {
  const l = f.left.knee_flexion?.value;
  const r = f.right.knee_flexion?.value;
  return l !== undefined && r !== undefined ? (l + r) / 2 : null;
};

describe('squat clip end to end (BlazePose full, 5 fps = the reference frames)', () => {
  let result: AnalyzeResult;
  const progress: number[] = [];
  beforeAll(async () => {
    result = await analyzeVideo(video('tfjs-pose_squats.mp4'), {
      fps: 5,
      pool,
      onProgress: (p) => progress.push(p),
    });
  }, 120_000);

  it('finds the person in every frame and reports the camera view', () => {
    expect(result.frames).toHaveLength(65);
    expect(result.sampledFps).toBe(5);
    expect(result.personFoundRatio).toBe(1);
    expect(result.noPersonFound).toBe(false);
    expect(result.video).toMatchObject({ width: 720, height: 1280, codec: 'h264' });
    expect(['front', 'oblique']).toContain(result.cameraView.view);
    result.frames.forEach((f, i) => expect(f.time).toBeCloseTo(i / 5, 6));
  });

  it('keypoints agree with Google reference output (2D <= 10 px, 3D <= 6 cm median)', async () => {
    const ref = await loadGoogleReference(
      video('tfjs-pose_squats.full.json'),
      video('tfjs-pose_squats_3d.full.json'),
      { fps: 5, width: 720, height: 1280 },
    );
    const ours = decodeKeypoints(result.keypoints);
    expect(keypointError(ours, ref, '2d').median).toBeLessThanOrEqual(10);
    expect(keypointError(ours, ref, '3d').median).toBeLessThanOrEqual(0.06);
  });

  it('upright frames: trunk flexion small (REBA trunk 1 with the 10 deg video tolerance); deep squats: knees > 60 deg (REBA legs +2), trunk 20-60 (REBA trunk 3)', async () => {
    const ref = await loadGoogleReference(
      video('tfjs-pose_squats.full.json'),
      video('tfjs-pose_squats_3d.full.json'),
      { fps: 5, width: 720, height: 1280 },
    );
    const refKnee = posturesFromTrack(ref).frames.map(kneeOf);
    const upright = result.frames.filter((_, i) => (refKnee[i] ?? 99) < 25);
    const deep = result.frames.filter((_, i) => (refKnee[i] ?? 0) > 90);
    expect(upright.length).toBeGreaterThan(15);
    expect(deep.length).toBeGreaterThan(10);
    const uprightTrunk = upright.map((f) => f.axial.trunk_flexion?.value ?? Number.NaN);
    expect(median(uprightTrunk)).toBeLessThan(8);
    expect(
      uprightTrunk.filter((t) => Math.abs(t) <= 10).length / uprightTrunk.length,
    ).toBeGreaterThanOrEqual(0.9);
    for (const f of upright) expect(kneeOf(f) ?? 99).toBeLessThan(30);
    for (const f of deep) {
      expect(kneeOf(f) ?? 0).toBeGreaterThan(60);
      expect(f.axial.trunk_flexion?.value ?? 0).toBeGreaterThan(15);
      expect(f.axial.trunk_flexion?.value ?? 99).toBeLessThan(60);
      expect(f.left.hip_flexion?.value ?? 0).toBeGreaterThan(60);
    }
    // both feet on the floor throughout: no one-leg support
    for (const f of result.frames)
      expect(f.measures.foot_height_difference?.value ?? 1).toBeLessThan(0.15);
  });

  it('every measured value carries a confidence in 0..1, and 3D values are not flagged from2d', () => {
    for (const f of result.frames) {
      for (const g of [f.axial, f.left, f.right, f.measures]) {
        for (const m of Object.values(g)) {
          if (!m) continue;
          expect(m.confidence).toBeGreaterThanOrEqual(0);
          expect(m.confidence).toBeLessThanOrEqual(1);
          expect(m.from2d).toBeUndefined();
        }
      }
    }
  });

  it('stored keypoints recompute the same angles without the model', () => {
    const again = posturesFromKeypoints(result.keypoints);
    expect(again.frames.length).toBe(result.frames.length);
    again.frames.forEach((f, i) => {
      expect(f.axial.trunk_flexion?.value).toBeCloseTo(
        result.frames[i]?.axial.trunk_flexion?.value ?? Number.NaN,
        0,
      );
      expect(kneeOf(f) ?? 0).toBeCloseTo(kneeOf(result.frames[i] ?? f) ?? Number.NaN, 0);
    });
    expect(result.keypoints.length / result.frames.length).toBeLessThan(402);
  });

  it('reports progress up to 100 and timings', () => {
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(result.timings.frames).toBe(65);
    expect(result.timings.poseMs).toBeGreaterThan(0);
  });
});

describe('other containers and rotation metadata give the same skeleton', () => {
  it.each(['squats_rotmeta.mp4', 'squats_hevc.mov'])(
    '%s',
    async (name) => {
      const ref = await loadGoogleReference(
        video('tfjs-pose_squats.full.json'),
        video('tfjs-pose_squats_3d.full.json'),
        { fps: 5, width: 720, height: 1280 },
      );
      const r = await analyzeVideo(video(name), { fps: 1, pool });
      expect(r.video).toMatchObject({ width: 720, height: 1280 });
      expect(r.frames).toHaveLength(13);
      // frames at whole seconds = reference frames 0, 5, 10, ...
      const ours = decodeKeypoints(r.keypoints);
      const sub = { ...ref, frames: ref.frames.filter((_, i) => i % 5 === 0) };
      expect(keypointError(ours, sub, '2d').median).toBeLessThan(15);
    },
    60_000,
  );
});

describe('still photo: warrior II (arms out sideways, front knee bent)', () => {
  it('reads arms elevated and abducted ~90 deg, bent front knee, straight back leg', async () => {
    const r = await analyzeVideo(video('tfjs-pose.jpg'), { pool });
    expect(r.frames).toHaveLength(1);
    const f = r.frames[0];
    if (!f?.personFound) throw new Error('person not found in the photo');
    for (const side of ['left', 'right'] as const) {
      expect(f[side].upper_arm_flexion?.value ?? 0).toBeGreaterThan(70);
      expect(f[side].upper_arm_flexion?.value ?? 999).toBeLessThan(110);
      expect(f[side].upper_arm_abduction?.value ?? 0).toBeGreaterThan(60);
      expect(f[side].elbow_flexion?.value ?? 999).toBeLessThan(35);
    }
    expect(f.right.knee_flexion?.value ?? 0).toBeGreaterThan(60);
    expect(f.left.knee_flexion?.value ?? 999).toBeLessThan(30);
    expect(Math.abs(f.axial.trunk_flexion?.value ?? 999)).toBeLessThan(15);
    const hands = f.measures.hands_height?.value ?? 0;
    expect(Math.abs(hands - (f.measures.shoulder_height?.value ?? 99))).toBeLessThan(0.15);
  }, 60_000);
});

describe('pool raw mode (the benchmark baseline)', () => {
  it('decodes everything first, then infers; same frames as the pipeline', async () => {
    const file = video('tfjs-pose_squats.mp4');
    const { probeVideo } = await import('../src/media/index');
    const info = await probeVideo(file);
    const o = { info, model: 'full' as const, fps: 1, maxSide: 640, timeoutMs: 60_000 };
    const raw = await pool.run(file, { ...o, mode: 'raw' });
    const pipe = await pool.run(file, { ...o, mode: 'pipeline' });
    expect(raw.frames.map((f) => f.time)).toEqual(pipe.frames.map((f) => f.time));
    expect(raw.frames.length).toBe(13);
    expect(raw.inferWallMs).toBeLessThanOrEqual(raw.wallMs);
  }, 60_000);
});

describe('lite model', () => {
  it('runs as the faster option with the same result shape', async () => {
    const r = await analyzeVideo(video('tfjs-pose_squats.mp4'), { fps: 1, model: 'lite', pool });
    expect(r.model).toBe('lite');
    expect(r.frames).toHaveLength(13);
    expect(r.personFoundRatio).toBe(1);
    expect(r.sampledFps).toBe(1);
    expect(decodeKeypoints(r.keypoints).model).toBe('blazepose-lite');
  }, 60_000);
});

describe('videos without a person, and bad input', () => {
  it('a test-pattern clip gives a clear "no person found" result, not scores', async () => {
    const f = path.join(tmp, 'testsrc.mp4');
    await makeClip(f, 'testsrc', 2);
    const r = await analyzeVideo(f, { fps: 5, pool });
    expect(r.noPersonFound).toBe(true);
    expect(r.personFoundRatio).toBe(0);
    expect(r.frames.length).toBeGreaterThanOrEqual(10);
    for (const fr of r.frames) {
      expect(fr.personFound).toBe(false);
      expect(fr.lostReason).toBeDefined();
      expect(fr.axial).toEqual({});
    }
  }, 60_000);

  it('a blank colour clip too', async () => {
    const f = path.join(tmp, 'grey.mp4');
    await makeClip(f, 'color=c=gray', 1);
    const r = await analyzeVideo(f, { fps: 5, pool });
    expect(r.noPersonFound).toBe(true);
  }, 60_000);

  it('a non-video file is a MediaError, not a crash', async () => {
    const f = path.join(tmp, 'x.mp4');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(f, 'not a video');
    await expect(analyzeVideo(f, { pool })).rejects.toBeInstanceOf(MediaError);
  });

  it('abort stops the analysis with ABORTED and the pool stays usable', async () => {
    const ac = new AbortController();
    const p = analyzeVideo(video('tfjs-pose_squats.mp4'), {
      fps: 5,
      pool,
      signal: ac.signal,
      onProgress: (pct) => {
        if (pct > 0) ac.abort();
      },
    });
    await expect(p).rejects.toMatchObject({ code: 'ABORTED' });
    const f = path.join(tmp, 'after-abort.mp4');
    await makeClip(f, 'color=c=blue', 1);
    await expect(analyzeVideo(f, { fps: 5, pool })).resolves.toMatchObject({
      noPersonFound: true,
    });
  }, 60_000);

  it('a stream that runs past its declared duration fails with StreamTooLongError, read no further', async () => {
    const f = path.join(tmp, 'lying.mkv');
    await writeLyingMatroska(f, { realSeconds: 3600, declaredSeconds: 2 });
    const started = performance.now();
    const err = await analyzeVideo(f, { fps: 5, pool, maxSeconds: 600 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StreamTooLongError);
    expect(err).toMatchObject({ code: 'TOO_LONG', declaredSeconds: 2, limitedBy: 'declared' });
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it('a video longer than maxSeconds fails with StreamTooLongError naming the limit', async () => {
    const err = await analyzeVideo(video('tfjs-pose_squats.mp4'), {
      fps: 5,
      pool,
      maxSeconds: 3,
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'TOO_LONG', endSeconds: 3, limitedBy: 'limit' });
  }, 60_000);
});
