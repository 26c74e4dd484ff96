import { OutageProxy, until } from '@ergo/platform/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

describe('GET /api/health/', () => {
  it('answers 200 and says how this instance hears notifications (embedded: in-process)', async () => {
    const t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', notifications: 'in-process' });
  });
});

const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)('GET /api/health/ on PostgreSQL (needs DATABASE_URL)', () => {
  const proxies: OutageProxy[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((p) => p.down()));
  });

  it('reports the listener reconnecting during a database outage, still 200, then listening', async () => {
    // The instance LISTENs through a proxy that can go down like the server restarting.
    const proxy = await OutageProxy.before(databaseUrl ?? '');
    proxies.push(proxy);
    const t = await createTestApp({ DATABASE_URL: proxy.urlFor(databaseUrl ?? '') });
    const health = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
      return { code: response.statusCode, body: response.json<{ notifications: string }>() };
    };
    expect(await health()).toEqual({
      code: 200,
      body: { status: 'ok', notifications: 'listening' },
    });
    await proxy.down();
    await until(async () => (await health()).body.notifications === 'reconnecting', 5_000);
    expect((await health()).code).toBe(200);
    await proxy.up();
    await until(async () => (await health()).body.notifications === 'listening', 15_000);
  }, 30_000);
});
