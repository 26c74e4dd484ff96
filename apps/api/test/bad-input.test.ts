import { reba } from '@ergo/contracts';
import { storedResultsFixture } from '@ergo/contracts/testing';
import { describe, expect, it } from 'vitest';
import { assessmentResults, assessments } from '@ergo/db';
import { createTestApp, signUp, type SignedIn } from './helpers';
import { multipartBody } from './multipart';
import { operationWithTask, REBA_INPUTS, uploadAssessment, videoBytes } from './video-helpers';

// Inputs found by a sweep of every route with malformed requests: each used to answer a 500, a
// body outside the error envelope, or a message that named the wrong problem.
const t = await createTestApp({ PROCESS_JOBS: 'false' });
const TR = { 'accept-language': 'tr' };

const errorsOf = (body: string) => (JSON.parse(body) as { errors: unknown }).errors;

/** A completed REBA assessment with minimal stored results (enough for the result routes). */
async function completedAssessment(user: SignedIn) {
  const target = await operationWithTask(t, user);
  const [row] = await t.ctx.db
    .insert(assessments)
    .values({
      organizationId: user.orgId,
      operationId: target.opId,
      taskId: target.taskId,
      type: 'reba',
      name: 'Stored',
      status: 'completed',
      score: 4,
      riskLevel: 'medium',
    })
    .returning();
  if (!row) throw new Error('no row');
  await t.ctx.db.insert(assessmentResults).values({
    assessmentId: row.id,
    organizationId: user.orgId,
    results: storedResultsFixture(reba, { load: 'LESS_THAN_5', coupling: 'GOOD' }),
  });
  return row.id;
}

describe('bad input gets a clear answer, never a 500', () => {
  it('a NUL character in a search finds nothing instead of failing the query', async () => {
    const user = await signUp(t);
    const { opId } = await operationWithTask(t, user);
    for (const url of [
      '/api/operation/?search=a%00b',
      `/api/operation/${opId}/tasks/?search=a%00b`,
      '/api/operation/assessments/?search=a%00b',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('line-graph refuses body parts that are built-in property names', async () => {
    const user = await signUp(t);
    const id = await completedAssessment(user);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/line-graph/?body_part=trunk`,
      headers: user.headers,
    });
    expect(ok.statusCode).toBe(200);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/line-graph/?body_part=${name}`,
        headers: user.headers,
      });
      expect(response.statusCode, name).toBe(400);
      expect(errorsOf(response.body)).toEqual([
        { field: 'body_part', message: expect.stringMatching(/body part/i) as unknown },
      ]);
    }
  });

  it('a multipart upload without a boundary, with two files or too many fields is a 400', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const url = `/api/operation/${target.opId}/assessment/create/`;

    const noBoundary = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, 'content-type': 'multipart/form-data', ...TR },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(errorsOf(noBoundary.body)).toEqual([
      { field: 'detail', message: 'İstek anlaşılamadı.' },
    ]);

    const video = { name: 'squats.mp4', data: videoBytes('tfjs-pose_squats.mp4') };
    const one = multipartBody(
      { task: target.taskId, type: 'reba', name: 'Two', ...REBA_INPUTS },
      video,
    );
    const second = Buffer.from(
      `Content-Disposition: form-data; name="video"; filename="b.mp4"\r\nContent-Type: video/mp4\r\n\r\nx\r\n`,
    );
    const boundary = /boundary=(\S+)/.exec(one.headers['content-type'])?.[1] ?? '';
    const closing = Buffer.from(`--${boundary}--\r\n`);
    const twoFiles = Buffer.concat([
      one.payload.subarray(0, one.payload.length - closing.length),
      Buffer.from(`--${boundary}\r\n`),
      second,
      closing,
    ]);
    const two = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, ...one.headers },
      payload: twoFiles,
    });
    expect(two.statusCode).toBe(400);
    expect(errorsOf(two.body)).toEqual([
      { field: 'video', message: 'Upload one video file at a time' },
    ]);

    const fields = Object.fromEntries(
      Array.from({ length: 150 }, (_, i) => [`extra_${i}`, 'x'] as const),
    );
    const many = multipartBody({ task: target.taskId, type: 'reba', ...fields });
    const tooMany = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...user.headers, ...many.headers },
      payload: many.payload,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorsOf(tooMany.body)).toEqual([
      { field: 'detail', message: 'The form has too many fields.' },
    ]);

    // none of it spent a credit or left an assessment behind
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/operation/assessments/',
      headers: user.headers,
    });
    expect(list.json<unknown[]>()).toEqual([]);
  });

  it('router-level failures answer in the envelope and the caller language', async () => {
    const user = await signUp(t);
    const longId = await t.app.inject({
      method: 'GET',
      url: `/api/operation/${'a'.repeat(150)}/`,
      headers: { ...user.headers, ...TR },
    });
    expect(longId.statusCode).toBe(404);
    expect(errorsOf(longId.body)).toEqual([{ field: 'detail', message: 'Bulunamadı.' }]);

    const badUrl = await t.app.inject({
      method: 'GET',
      url: '/api/operation/%zz/',
      headers: user.headers,
    });
    expect(badUrl.statusCode).toBe(400);
    expect(errorsOf(badUrl.body)).toEqual([
      { field: 'detail', message: 'The request could not be understood.' },
    ]);
  });

  it('an unsatisfiable Range is a 416 with the size and an explanation', async () => {
    const user = await signUp(t);
    const target = await operationWithTask(t, user);
    const created = await uploadAssessment(t, user, target, {
      name: 'squats.mp4',
      data: videoBytes('tfjs-pose_squats.mp4'),
    });
    const id = created.json<{ id: string }>().id;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/operation/reba/${id}/file/`,
      headers: { ...user.headers, range: 'bytes=999999999-', ...TR },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(
      `bytes */${videoBytes('tfjs-pose_squats.mp4').length}`,
    );
    expect(errorsOf(response.body)).toEqual([
      { field: 'detail', message: 'İstenen bölüm dosyanın dışında kalıyor.' },
    ]);
  });

  it('the notification socket address says so to a plain HTTP request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ws/' });
    expect(response.statusCode).toBe(426);
    expect(response.headers.upgrade).toBe('websocket');
    expect(errorsOf(response.body)).toEqual([
      { field: 'detail', message: 'This address accepts WebSocket connections only.' },
    ]);
  });
});

describe('messages name the real problem', () => {
  it('a value of the wrong type is not reported as missing', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 123, password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(errorsOf(login.body)).toContainEqual({ field: 'email', message: 'Invalid format' });

    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { password: 'x' },
    });
    expect(errorsOf(missing.body)).toContainEqual({
      field: 'email',
      message: 'This field is required',
    });

    const notAnObject = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '42',
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(errorsOf(notAnObject.body)).toEqual([
      { field: 'detail', message: 'The request could not be understood.' },
    ]);
  });

  it('numbers get number messages: not a number, below or above a bound', async () => {
    const user = await signUp(t);
    const id = await completedAssessment(user);
    const thumbnail = (query: string, lang = 'en') =>
      t.app.inject({
        method: 'GET',
        url: `/api/operation/reba/${id}/thumbnail/?${query}`,
        headers: { ...user.headers, 'accept-language': lang },
      });
    expect(errorsOf((await thumbnail('time=abc')).body)).toEqual([
      { field: 'time', message: 'Please enter a valid number' },
    ]);
    expect(errorsOf((await thumbnail('time=-1', 'tr')).body)).toEqual([
      { field: 'time', message: 'Bu değer 0 veya daha büyük olmalıdır' },
    ]);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/operation/?page=1&page_size=101',
      headers: user.headers,
    });
    expect(page.statusCode).toBe(400);
    expect(errorsOf(page.body)).toEqual([
      { field: 'page_size', message: 'Ensure this value is less than or equal to 100' },
    ]);
  });
});
