import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers';
import { operationWithTask, uploadAssessment, videoBytes } from '../../test/video-helpers';

// Every request is logged at debug, so the successful ones are checked too.
const log = new PassThrough();
const lines: string[] = [];
log.on('data', (chunk: Buffer) =>
  lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
);
const t = await createTestApp({ LOG_LEVEL: 'debug' }, log);
/** The request line is written once the response has gone (onResponse), after inject resolves. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
const logged = () => lines.join('\n');
const urls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));

describe('request log (issue 17, item 10: the log holds no capabilities)', () => {
  it('logs a signed video link without its signature', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = await uploadAssessment(t, user, target, {
      name: 'squats.mov',
      data: videoBytes('squats.mov'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/url/`,
      headers: user.headers,
    });
    const { url } = link.json<{ url: string }>();
    const signature = new URL(url, 'http://x').searchParams.get('signature') ?? '';
    expect(signature.length).toBeGreaterThan(20);
    lines.length = 0;

    const played = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(played.statusCode).toBe(206);
    await settled();

    expect(logged()).not.toContain(signature);
    expect(urls()).toContain(
      `/api/operation/reba/${id}/file/?org=${user.orgId}&expires=[redacted]&signature=[redacted]`,
    );
  });

  it('logs the notification socket address without its id', async () => {
    const user = await signUp(t);
    const issued = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-uuid/',
      headers: user.headers,
    });
    const { uuid } = issued.json<{ uuid: string }>();
    lines.length = 0;

    const socket = await t.app.inject({ method: 'GET', url: `/api/ws/?uuid=${uuid}&lang=tr` });
    expect(socket.statusCode).toBe(426);
    await settled();

    expect(logged()).not.toContain(uuid);
    expect(urls()).toContain('/api/ws/?uuid=[redacted]&lang=tr');
  });

  it("logs survey and mailed links' addresses without their tokens", async () => {
    const token = 'sEcReTtOkEn0123456789abcdefXYZ';
    const uid = '0b6f3f0e-8c1d-4f1a-9a57-0d7f6c3c2a11';
    lines.length = 0;
    for (const url of [
      `/api/operation/checklist/${uid}/${token}/`,
      `/api/operation/qec/worker/${uid}/${token}/`,
      `/reset-password/${uid}/${token}`,
      `/activate/${uid}/${token}/`,
      `/api/auth/?token=${token}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    await settled();

    expect(logged()).not.toContain(token);
    expect(urls()).toEqual(
      expect.arrayContaining([
        `/api/operation/checklist/${uid}/[redacted]/`,
        `/reset-password/${uid}/[redacted]`,
      ]),
    );
  });
});

describe('request log at info (what an operator runs)', async () => {
  const infoLog = new PassThrough();
  const infoLines: { msg?: string; req?: { url?: string }; res?: { statusCode?: number } }[] = [];
  infoLog.on('data', (chunk: Buffer) =>
    infoLines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as (typeof infoLines)[number]),
    ),
  );
  const quiet = await createTestApp({ LOG_LEVEL: 'info' }, infoLog);

  it('writes a line for a failed request only, not for each success', async () => {
    infoLines.length = 0;
    expect((await quiet.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    expect((await quiet.app.inject({ method: 'GET', url: '/api/operation/' })).statusCode).toBe(
      401,
    );
    await settled();
    const requests = infoLines.filter((entry) => entry.msg === 'request completed');
    expect(requests.map((entry) => [entry.req?.url, entry.res?.statusCode])).toEqual([
      ['/api/operation/', 401],
    ]);
  });
});
