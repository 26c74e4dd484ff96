import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AssessmentId, assessmentId, files, inOrg } from '@ergo/db';
import { until } from '@ergo/platform/testing';
import { createTestApp, signUp, type SignedIn } from '../../../test/helpers';
import { operationWithTask, uploadAssessment, videoBytes } from '../../../test/video-helpers';
import { multipartBody } from '../../../test/multipart';

// The real pipeline, as in test/analysis.test.ts: the analysis runs in its child process and makes
// the playback copy at its end.
const t = await createTestApp({ PROCESS_JOBS: 'true', ANALYSIS_FPS: '5' });
const tmp = mkdtempSync(path.join(tmpdir(), 'ergo-playback-'));

type Detail = {
  status: string;
  status_message: string;
  video: { detail: string; size: number } | null;
};

async function analysed(user: SignedIn, clip: string, keepVideos = true) {
  if (!keepVideos)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/organizations/${user.orgId}/update/`,
      headers: user.headers,
      payload: { keep_videos: false },
    });
  const target = await operationWithTask(t, user);
  const created = await uploadAssessment(t, user, target, { name: clip, data: videoBytes(clip) });
  expect(created.statusCode, created.body).toBe(201);
  const id = assessmentId(created.json<{ id: string }>().id);
  const detail = await finished(user, id);
  expect(detail.status, detail.status_message).toBe('completed');
  return { id, detail };
}

async function finished(user: SignedIn, id: string): Promise<Detail> {
  let detail: Detail | undefined;
  await until(async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/`,
      headers: user.headers,
    });
    detail = response.json<Detail>();
    return detail.status === 'completed' || detail.status === 'failed';
  }, 240_000);
  if (!detail) throw new Error('no detail');
  return detail;
}

/** The assessment's files of a kind (named by organization, as every statement in the tests). */
const filesOf = (user: SignedIn, id: AssessmentId, kind: 'video' | 'playback') =>
  t.ctx.db
    .select()
    .from(files)
    .where(inOrg(files, user.orgId, eq(files.assessmentId, id), eq(files.kind, kind)));

const getFile = (user: SignedIn, id: string, range?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/operation/reba/${id}/file/`,
    headers: { ...user.headers, ...(range ? { range } : {}) },
  });

/** ffprobe's view of served bytes: the video stream and the duration. */
function probe(bytes: Buffer) {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.bin`);
  writeFileSync(file, bytes);
  const json = JSON.parse(
    execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_type,codec_name,pix_fmt,width,height:format=format_name,duration',
      '-of',
      'json',
      file,
    ]).toString(),
  ) as {
    streams: {
      codec_type: string;
      codec_name: string;
      pix_fmt: string;
      width: number;
      height: number;
    }[];
    format: { format_name: string; duration: string };
  };
  return json;
}

const objectExists = (id: string) =>
  t.ctx.files.size(id).then(
    () => true,
    () => false,
  );

describe('every accepted video plays back on the detail page', () => {
  it.each(['squats_hevc.mov', 'squats_mpeg4.avi'])(
    '%s: …/file/ serves an H.264 MP4 of its size, with Range; the original is kept; another organization gets 404',
    async (clip) => {
      const user = await signUp(t);
      const { id, detail } = await analysed(user, clip);
      // the assessment still names the uploaded video
      expect(detail.video?.detail).toBe(clip);
      const [video] = await filesOf(user, id, 'video');
      const copies = await filesOf(user, id, 'playback');
      expect(copies).toHaveLength(1);
      expect(copies[0]?.meta).toMatchObject({
        source: video?.id,
        plan: 'transcode',
        width: 720,
        height: 1280,
      });

      const whole = await getFile(user, id);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/mp4');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const bytes = whole.rawPayload;
      expect(bytes.length).toBe(copies[0]?.size);
      const info = probe(bytes);
      expect(info.format.format_name).toContain('mp4');
      expect(info.streams).toEqual([
        expect.objectContaining({ codec_type: 'video', codec_name: 'h264', pix_fmt: 'yuv420p' }),
      ]);
      // the original's size (720×1280 portrait), so the skeleton lines up
      expect(info.streams[0]).toMatchObject({ width: 720, height: 1280 });
      expect(Number(info.format.duration)).toBeCloseTo(13, 0);
      // its index comes first: a player seeks from the first bytes
      expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');

      // seeking: any byte range, exactly
      const part = await getFile(user, id, 'bytes=1000-4999');
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 1000-4999/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(1000, 5000))).toBe(true);
      const tail = await getFile(user, id, 'bytes=-100');
      expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 100))).toBe(true);

      // the player's way in: the signed link of …/url/
      const link = (
        await t.app.inject({
          method: 'GET',
          url: `/api/operation/reba/${id}/url/`,
          headers: user.headers,
        })
      ).json<{ url: string }>().url;
      const signed = await t.app.inject({
        method: 'GET',
        url: link,
        headers: { range: 'bytes=0-99' },
      });
      expect(signed.statusCode).toBe(206);
      expect(signed.headers['content-type']).toBe('video/mp4');
      expect(signed.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

      // the original stays as uploaded
      expect(video).toMatchObject({ originalName: clip });
      expect(await objectExists(video?.id ?? '')).toBe(true);

      // tenancy: another organization reaches neither the video nor its link
      const other = await signUp(t);
      expect((await getFile(other, id)).statusCode).toBe(404);
      expect((await getFile(other, id, 'bytes=0-99')).statusCode).toBe(404);
      const otherLink = await t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/url/`,
        headers: other.headers,
      });
      expect(otherLink.statusCode).toBe(404);
      const forged = link.replace(user.orgId, other.orgId);
      expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    },
    300_000,
  );

  it('a video browsers play (H.264 in MOV) gets no copy, and is served as an MP4', async () => {
    const user = await signUp(t);
    const { id } = await analysed(user, 'squats.mov');
    expect(await filesOf(user, id, 'playback')).toEqual([]);
    const [video] = await filesOf(user, id, 'video');
    const served = await getFile(user, id, 'bytes=0-99');
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-range']).toBe(`bytes 0-99/${video?.size}`);
  }, 300_000);

  it('a new video removes the old one’s copy at once; deleting the assessment removes the new copy', async () => {
    const user = await signUp(t);
    const { id } = await analysed(user, 'squats_hevc.mov');
    const [oldCopy] = await filesOf(user, id, 'playback');
    expect(oldCopy).toBeDefined();
    expect(await objectExists(oldCopy?.id ?? '')).toBe(true);

    const body = multipartBody(
      {},
      { name: 'squats_mjpeg.avi', data: videoBytes('squats_mjpeg.avi') },
    );
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/operation/reba/${id}/upload/`,
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    // gone before the new analysis even starts: the old copy is not the new video
    expect(await filesOf(user, id, 'playback')).toEqual([]);
    expect(await objectExists(oldCopy?.id ?? '')).toBe(false);

    const detail = await finished(user, id);
    expect(detail.status, detail.status_message).toBe('completed');
    const [video] = await filesOf(user, id, 'video');
    const [newCopy] = await filesOf(user, id, 'playback');
    expect(newCopy?.meta).toMatchObject({ source: video?.id, source_codec: 'mjpeg' });
    expect(probe((await getFile(user, id)).rawPayload).streams[0]).toMatchObject({
      codec_name: 'h264',
      width: 720,
      height: 1280,
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/operation/assessment/${id}/delete/`,
      headers: user.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await objectExists(newCopy?.id ?? '')).toBe(false);
    expect(await objectExists(video?.id ?? '')).toBe(false);
  }, 300_000);

  it('an organization that keeps no videos keeps no copy either', async () => {
    const user = await signUp(t);
    const { id, detail } = await analysed(user, 'squats_hevc.mov', false);
    expect(detail.video).toBeNull();
    expect(await filesOf(user, id, 'video')).toEqual([]);
    expect(await filesOf(user, id, 'playback')).toEqual([]);
    expect((await getFile(user, id)).statusCode).toBe(404);
  }, 300_000);
});
