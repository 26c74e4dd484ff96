import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler';
import { registerLanguage } from '../src/plugins/language';
import { createTestApp, PASSWORD, signUp } from './helpers';

const t = await createTestApp();

describe('error envelope', () => {
  it('answers 404 for unknown API paths in the caller language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ errors: [{ field: 'detail', message: 'Not found.' }] });
    const tr = await t.app.inject({
      method: 'GET',
      url: '/api/does-not-exist/',
      headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' },
    });
    expect(tr.json()).toEqual({ errors: [{ field: 'detail', message: 'Bulunamadı.' }] });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ field: 'detail', message: 'The request could not be understood.' }],
    });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      errors: [{ field: 'detail', message: 'The upload is too large.' }],
    });
  });

  it('masks unknown errors as a translated server error and logs the stack', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'error',
        stream: new Writable({
          write(chunk, _e, cb) {
            lines.push(String(chunk));
            cb();
          },
        }),
      },
    });
    registerLanguage(app);
    registerErrorHandler(app);
    app.get('/boom', () => {
      throw new Error('database password=hunter2 leaked in a driver message');
    });
    const response = await app.inject({
      method: 'GET',
      url: '/boom',
      headers: { 'accept-language': 'tr' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: [{ field: 'detail', message: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.' }],
    });
    expect(response.body).not.toContain('hunter2');
    expect(lines.join('')).toContain('"stack"');
    await app.close();
  });
});

describe('secrets never reach the log', () => {
  it('keeps passwords, hashes and tokens out of a trace-level log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _e, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const traced = await createTestApp({ LOG_LEVEL: 'trace' }, stream);
    const user = await signUp(traced);
    const refreshed = await traced.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh: user.refresh },
    });
    const me = await traced.app.inject({ method: 'GET', url: '/api/auth/', headers: user.headers });
    expect(me.statusCode).toBe(200);
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(100);
    for (const secret of [
      PASSWORD,
      user.access,
      user.refresh,
      refreshed.json<{ refresh: string }>().refresh,
      '$argon2id$',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every account endpoint at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const path of [
      '/api/auth/',
      '/api/auth/login/',
      '/api/auth/refresh/',
      '/api/auth/logout/',
      '/api/auth/get-uuid/',
      '/api/auth/organizations/{organization_id}/update/',
      '/api/auth/onboarding/{id}/',
      '/api/health/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
