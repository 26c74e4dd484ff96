import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AssessmentId, assessmentId, jobs, loadStoredResults, organizations } from '@ergo/db';
import { frameKey } from '@ergo/contracts';
import { createTestApp, signUp, type SignedIn, type TestApp } from './helpers';
import { operationWithTask, testVideo, uploadAssessment, videoBytes } from './video-helpers';
import { InProcessQueue } from '@ergo/platform';
import { until } from '@ergo/platform/testing';
import { writeLyingMatroska } from '@ergo/pose/testing';
import { surveyTask } from '../src/routes/surveys/test-helpers';

// The real pipeline: upload -> encrypted store -> in-process queue -> child process running the
// worker's compute (BlazePose on both cores, angles, scoring, thumbnails) -> stored results.
const t = await createTestApp({ PROCESS_JOBS: 'true', ANALYSIS_FPS: '5' });

type Assessment = {
  id: string;
  status: string;
  progress: number;
  score: number | null;
  risk_level: string | null;
  status_message: string;
  video: unknown;
};

async function waitForEnd(
  app: TestApp,
  user: SignedIn,
  id: string,
  timeoutMs = 240_000,
): Promise<Assessment> {
  const start = Date.now();
  for (;;) {
    const current = (
      await app.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/`,
        headers: user.headers,
      })
    ).json<Assessment>();
    if (current.status === 'completed' || current.status === 'failed') return current;
    if (Date.now() - start > timeoutMs)
      throw new Error(`analysis still ${current.status} (${current.progress} %)`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The embedded queue's row of an assessment's analysis. */
const jobOf = async (assessmentId: AssessmentId) =>
  (await t.ctx.db.select().from(jobs)).find((row) => row.payload.assessmentId === assessmentId);

/** The embedded queue itself (the test keeps a hand on its running compute child). */
function queueOf(app: TestApp): InProcessQueue {
  if (!(app.ctx.queue instanceof InProcessQueue)) throw new Error('not the embedded queue');
  return app.ctx.queue;
}

async function progressOf(user: SignedIn, id: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/operation/reba/${id}/`,
    headers: user.headers,
  });
  return response.json<Assessment>().progress;
}

describe('video analysis, end to end', () => {
  it('analyses the squat clip, notifies live, serves every result, and applies the privacy option', async () => {
    const user = await signUp(t);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/organizations/${user.orgId}/update/`,
      headers: user.headers,
      payload: { keep_videos: false },
    });
    const target = await operationWithTask(t, user);

    const { uuid } = (
      await t.app.inject({ method: 'GET', url: '/api/auth/get-uuid/', headers: user.headers })
    ).json<{ uuid: string }>();
    const socket = await t.app.injectWS(`/api/ws/?uuid=${uuid}&lang=tr`);
    const messages: {
      id?: string;
      status?: string;
      progress?: number;
      message?: string;
      model_id?: string;
      url?: string;
      type?: string;
    }[] = [];
    socket.on('message', (data: Buffer) =>
      messages.push(JSON.parse(data.toString()) as (typeof messages)[number]),
    );

    const created = await uploadAssessment(t, user, target, {
      name: 'squats.mp4',
      data: videoBytes('tfjs-pose_squats.mp4'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = assessmentId(created.json<{ id: string }>().id);
    const done = await waitForEnd(t, user, id);
    expect(done.status, done.status_message).toBe('completed');
    expect(done.progress).toBe(100);
    expect(done.score).toBeGreaterThanOrEqual(1);
    expect(done.score).toBeLessThanOrEqual(15);
    // how the video was read is kept with the results (a 5 fps clip sampled at 5 fps: every frame)
    const stored = await loadStoredResults(t.ctx.db, { orgId: user.orgId, assessmentId: id });
    expect(stored?.video).toMatchObject({
      sampled_fps: 5,
      model: 'full',
      non_reference_frames_skipped: false,
    });

    // Live notifications: queued, processing with rising progress, completed — in Turkish.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mine = messages.filter((m) => m.model_id === id);
    expect(mine[0]).toMatchObject({ status: 'pending', url: `/assessments/reba/${id}` });
    expect(
      mine.some(
        (m) => m.status === 'processing' && (m.progress ?? 0) > 0 && (m.progress ?? 0) < 100,
      ),
    ).toBe(true);
    expect(mine.at(-1)).toMatchObject({
      status: 'completed',
      progress: 100,
      message: 'Video analizi tamamlandı',
    });
    socket.terminate();

    // Issue 18: the worker's path stores what it announces; every live event carried the id of the
    // user's one stored notification of this analysis, which a later sign-in lists.
    const ids = new Set(mine.map((m) => m.id));
    expect(ids.size).toBe(1);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/notifications/', headers: user.headers })
    ).json<{ unread_count: number; results: { id: string; model_id: string }[] }>();
    expect(history.results).toEqual([
      expect.objectContaining({
        id: [...ids][0],
        model_id: id,
        status: 'completed',
        progress: 100,
        message: 'Video analysis completed',
        read: false,
      }),
    ]);
    expect(history.unread_count).toBe(1);

    const get = (suffix: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/${suffix}`,
        headers: user.headers,
      });
    const score = (await get('score/')).json<{
      score: number;
      risk_level: string;
      rule: string;
      explanation: { text: string }[];
      frames: { total: number; scored: number };
    }>();
    expect(score).toMatchObject({ score: done.score, risk_level: done.risk_level });
    expect(score.frames.total).toBeGreaterThanOrEqual(60);
    expect(score.frames.scored / score.frames.total).toBeGreaterThan(0.8);
    expect(score.explanation.length).toBeGreaterThan(5);

    const parts = (await get('body-part/')).json<{
      body_parts: { body_part: string; score: number; peak: number }[];
    }>().body_parts;
    expect(parts.map((p) => p.body_part).sort()).toEqual([
      'leg',
      'lower_arm',
      'neck',
      'trunk',
      'upper_arm',
      'wrist',
    ]);
    // Deep squats: knees flexed past 60° somewhere (legs 3+), and an upright trunk at times.
    expect(parts.find((p) => p.body_part === 'leg')?.peak).toBeGreaterThanOrEqual(3);

    const heat = (await get('heat-map/')).json<{
      parts: { level: string; hex: string }[];
      legend: unknown[];
    }>();
    expect(heat.parts).toHaveLength(6);
    expect(heat.legend).toHaveLength(4);
    const trunkGraph = (await get('line-graph/?body_part=trunk')).json<{
      angles: { angle: (number | null)[] };
      bands: unknown[];
    }>();
    const trunkAngles = trunkGraph.angles.angle.filter((a): a is number => a !== null);
    expect(Math.min(...trunkAngles)).toBeLessThan(10);
    expect(Math.max(...trunkAngles)).toBeGreaterThan(20);
    expect((await get('line-graph/?body_part=legs')).statusCode).toBe(200);
    expect((await get('line-graph/?body_part=tail')).statusCode).toBe(400);
    const kinematics = (await get('kinematics/')).json<{ joints: { motion: string }[] }>();
    expect(kinematics.joints.some((j) => j.motion === 'knee_flexion')).toBe(true);
    expect((await get('avg/')).json<{ angles: Record<string, number> }>().angles).toHaveProperty(
      'trunk_flexion',
    );
    const breakpoints = (await get('breakpoints/')).json<{
      breakpoints: { time: number; thumbnail: string | null }[];
    }>().breakpoints;
    expect(breakpoints.length).toBeGreaterThanOrEqual(1);
    const thumbnail = await get('thumbnail/');
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    const pose = (await get('pose/')).json<{
      frames: { keypoints: number[] | null }[];
      width: number;
    }>();
    expect(pose.width, JSON.stringify(pose).slice(0, 300)).toBe(720);
    expect(pose.frames.find((f) => f.keypoints)?.keypoints).toHaveLength(99);

    // Privacy: the video is gone once analysed; skeleton data and thumbnails stay.
    expect(done.video).toBeNull();
    expect((await get('file/')).statusCode).toBe(404);

    // A correction: the ergonomist says the trunk is flexed 70° in the final posture.
    const before = score.score;
    const corrected = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: { angle_overrides: { trunk_flexion: 70 }, inputs: { load: 'GREATER_THAN_10' } },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<{ score: number }>().score).toBeGreaterThan(before);
    const after = (await get('score/')).json<{
      overridden: { key: string; corrected: number }[];
      measured_score: number;
    }>();
    expect(after.overridden).toEqual([
      expect.objectContaining({ key: 'trunk_flexion', corrected: 70 }),
    ]);
    const changes = (await get('overrides/')).json<{ field: string; user_name: string }[]>();
    expect(changes.map((c) => c.field).sort()).toEqual(['angle.trunk_flexion', 'inputs.load']);
    expect(changes[0]?.user_name).toBe('Ayşe Yılmaz');
    const badAngle = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: { angle_overrides: { tail_wag: 10 } },
    });
    expect(badAngle.json()).toEqual({
      errors: [{ field: 'angle_overrides.tail_wag', message: 'This angle cannot be corrected' }],
    });

    // A single frame corrected: the legs series follows it there, and only there.
    const series = (await get('line-graph/?body_part=legs')).json<{
      time: number[];
      score: (number | null)[];
    }>();
    const index = series.score.findIndex((value) => value !== null && value >= 3);
    expect(index).toBeGreaterThanOrEqual(0);
    const time = series.time[index] ?? 0;
    const frameFix = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: {
        frame_overrides: { [String(time)]: { left_knee_flexion: 5, right_knee_flexion: 5 } },
      },
    });
    expect(frameFix.statusCode, frameFix.body).toBe(200);
    const fixed = (await get('line-graph/?body_part=legs')).json<{
      score: (number | null)[];
      angles: { left: (number | null)[] };
    }>();
    expect(fixed.angles.left[index]).toBe(5);
    expect(fixed.score[index]).toBeLessThan(series.score[index] ?? 0);
    expect(fixed.score.filter((v, i) => i !== index && v !== series.score[i])).toEqual([]);
    const frameChanges = (await get('overrides/')).json<{ field: string }[]>().map((c) => c.field);
    expect(frameChanges).toContain(`frame.${frameKey(time)}.left_knee_flexion`);
    const noFrame = await t.app.inject({
      method: 'PATCH',
      url: `/api/operation/reba/${id}/update/`,
      headers: user.headers,
      payload: { frame_overrides: { '999.5': { trunk_flexion: 10 } } },
    });
    expect(noFrame.json()).toEqual({
      errors: [
        { field: 'frame_overrides.999.5', message: 'There is no analysed frame at this time' },
      ],
    });

    // The list shows it with its score; deleting removes it and its files.
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/operation/assessments/?page=1&page_size=10',
        headers: user.headers,
      })
    ).json<{ count: number; results: Assessment[] }>();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id, status: 'completed' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/operation/assessment/${id}/delete/`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await get('')).statusCode).toBe(404);
    const [org] = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    expect(org?.credit).toBe(9);
  }, 300_000);

  it('an assessment deleted while it is analysed ends its job quietly, with no failure and no retry', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = await uploadAssessment(t, user, target, {
      name: 'squats_1080p30.mp4',
      data: videoBytes('squats_1080p30.mp4'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = assessmentId(created.json<{ id: string }>().id);
    // delete once the analysis is under way (its compute child decoding and inferring)
    await until(async () => (await jobOf(id))?.state === 'active', 60_000);
    await until(async () => (await progressOf(user, id)) > 5, 120_000);
    const child = queueOf(t).activeChild;
    expect(child?.pid).toBeDefined();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/operation/assessment/${id}/delete/`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(200);
    // issue 29: the compute went on for minutes; now it is stopped within a few seconds
    const stoppedAt = Date.now();
    await until(async () => (await jobOf(id))?.state === 'completed', 20_000);
    await until(() => child?.exitCode !== null || child.signalCode !== null, 20_000);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(await jobOf(id)).toMatchObject({ state: 'completed', attempts: 1, lastError: null });
  }, 300_000);

  it('fails a video without a person clearly and gives the credit back', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const dir = mkdtempSync(path.join(tmpdir(), 'ergo-empty-'));
    const file = path.join(dir, 'empty.mp4');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=gray:s=640x360:r=10',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    const created = await uploadAssessment(t, user, target, {
      name: 'empty.mp4',
      data: readFileSync(file),
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await waitForEnd(t, user, created.json<{ id: string }>().id);
    expect(done.status).toBe('failed');
    expect(done.status_message).toBe(
      'No person was found in the video. Film the whole body of the worker and upload again. The credit has been returned.',
    );
    const [org] = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    expect(org?.credit).toBe(10);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/reba/${done.id}/score/`,
          headers: user.headers,
        })
      ).statusCode,
    ).toBe(409);
  }, 300_000);

  it('stops at once on a stream that runs past its declared length, without retries, and gives the credit back', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-lying-')), 'lying.mkv');
    // issue 29: a 2-second header over an hour of stream was decoded to its real end, 3 times
    await writeLyingMatroska(file, { realSeconds: 3600, declaredSeconds: 2 });
    const created = await uploadAssessment(t, user, target, {
      name: 'lying.mkv',
      data: readFileSync(file),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = assessmentId(created.json<{ id: string }>().id);
    const started = Date.now();
    const done = await waitForEnd(t, user, id, 120_000);
    expect(done.status).toBe('failed');
    expect(done.status_message).toBe(
      'The video runs longer than its file declares (2 s), so it was not analysed. Save or export it again from the camera or editing app and upload it. The credit has been returned.',
    );
    expect(Date.now() - started).toBeLessThan(90_000);
    const [org] = await t.ctx.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user.orgId));
    expect(org?.credit).toBe(10);
    // failed as an outcome of the analysis, not as an error to retry
    await until(async () => (await jobOf(id))?.state === 'completed');
    expect(await jobOf(id)).toMatchObject({ state: 'completed', attempts: 1 });
  }, 300_000);

  it('scores a 1-second clip but says too little was measured, and counts it as no risk level', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-short-')), 'short.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-i', testVideo('tfjs-pose_squats.mp4'), '-t', '1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-an', file],
    ]);
    const created = await uploadAssessment(t, user, target, {
      name: 'short.mp4',
      data: readFileSync(file),
    });
    expect(created.statusCode, created.body).toBe(201);
    const done = await waitForEnd(t, user, created.json<{ id: string }>().id);
    expect(done.status).toBe('completed');
    // issue 30: "Negligible, no action necessary" with no word about its length
    const score = (
      await t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${done.id}/score/`,
        headers: { ...user.headers, 'accept-language': 'en' },
      })
    ).json<{ score: number; coverage: { sufficient: boolean; reason: string } }>();
    expect(score.score).toBeGreaterThan(0);
    expect(score.coverage).toMatchObject({ sufficient: false, reason: 'too_short' });
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/operation/assessments/?page=1',
        headers: user.headers,
      })
    ).json<{
      results: { id: string; risk_level: string | null; coverage_sufficient: boolean }[];
    }>();
    expect(listed.results.find((row) => row.id === done.id)).toMatchObject({
      risk_level: null,
      coverage_sufficient: false,
    });
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/', headers: user.headers })
    ).json<{
      totals: { not_enough_measured: number };
      risk_distribution: unknown[];
      trend: { series: unknown[] };
    }>();
    expect(dashboard.totals.not_enough_measured).toBe(1);
    expect(dashboard.risk_distribution).toEqual([]);
    // nor in the month's count of the trend, where it read as "0% at high risk"
    expect(dashboard.trend.series).toEqual([]);
  }, 300_000);
});

describe('QEC with a video, end to end', () => {
  it('prefills the observer items the video shows, marked as measured', async () => {
    const user = await signUp(t);
    const target = await surveyTask(t, user);
    const created = await uploadAssessment(
      t,
      user,
      target,
      { name: 'squats.mp4', data: videoBytes('tfjs-pose_squats.mp4') },
      // The ergonomist answered the movement items; the posture items are left to the video.
      { type: 'qec', back_task: 'MOVING', back_movement: 'FREQUENT', hand_height: 'CHEST_HEIGHT' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    type Detail = {
      status: string;
      status_message: string;
      inputs: Record<string, string>;
      measured: Record<string, { value: string; share: number }>;
      observer_missing: string[];
    };
    let detail: Detail | undefined;
    await until(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const current = (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/qec/${id}/detail/`,
          headers: user.headers,
        })
      ).json<Detail>();
      if (current.status === 'failed') throw new Error(current.status_message);
      detail = current;
      return current.status === 'pending' && Object.keys(current.measured).length > 0;
    }, 240_000);
    if (!detail) throw new Error('no detail');
    expect(detail.status_message).toBe(
      'Observer items measured from the video: check them and fill in the rest.',
    );
    expect(Object.keys(detail.measured).sort()).toEqual(
      ['back_posture', 'hand_height', 'neck_posture', 'wrist_posture'].sort(),
    );
    // Squats: the trunk bends well past 20° for much of the clip.
    expect(detail.measured.back_posture?.value).not.toBe('ALMOST_NEUTRAL');
    expect(detail.inputs.back_posture).toBe(detail.measured.back_posture?.value);
    // What the ergonomist gave stays theirs.
    expect(detail.inputs.hand_height).toBe('CHEST_HEIGHT');
    expect(detail.inputs.back_movement).toBe('FREQUENT');
    expect(detail.observer_missing.sort()).toEqual(['arm_movement', 'wrist_repetition']);
  }, 300_000);
});
