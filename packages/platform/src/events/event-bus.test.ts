import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { InProcessEventBus, PostgresEventBus, type AnalysisEvent } from './event-bus';
import { OutageProxy } from './outage-proxy';
import { until } from '../testing';
import { assessmentId, organizationId } from '@ergo/db';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const event = (id: string): AnalysisEvent => ({
  kind: 'analysis',
  organizationId: organizationId('00000000-0000-4000-8000-000000000001'),
  userId: null,
  assessmentId: assessmentId(id),
  assessmentType: 'reba',
  assessmentName: 'Lift',
  status: 'processing',
  progress: 40,
  messageKey: 'assessments.analysis_processing',
  at: new Date().toISOString(),
});

describe('in-process event bus', () => {
  it('delivers to every subscriber until it unsubscribes', async () => {
    const bus = new InProcessEventBus();
    const seen: string[] = [];
    const off = bus.subscribe((e) => seen.push(e.assessmentId));
    await bus.publish(event('a'));
    off();
    await bus.publish(event('b'));
    expect(seen).toEqual(['a']);
  });
});

const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)(
  'PostgreSQL event bus (needs a PostgreSQL server via DATABASE_URL)',
  () => {
    const pools: pg.Pool[] = [];
    const buses: PostgresEventBus[] = [];
    const proxies: OutageProxy[] = [];
    afterAll(async () => {
      await Promise.all(buses.map((b) => b.close()));
      await Promise.all(pools.map((p) => p.end()));
      await Promise.all(proxies.map((p) => p.down()));
    });
    /** An instance whose LISTEN connection goes to `listenUrl`; it publishes straight to the server. */
    async function instance(listenUrl = databaseUrl ?? '') {
      const pool = new pg.Pool({ connectionString: databaseUrl });
      const bus = new PostgresEventBus(pool, listenUrl, { minDelayMs: 100, maxDelayMs: 1000 });
      pools.push(pool);
      buses.push(bus);
      await bus.start();
      return bus;
    }

    it('carries an event published by one process (a worker) to the sockets of every API instance', async () => {
      const worker = await instance();
      const apiA = await instance();
      const apiB = await instance();
      const seenA: AnalysisEvent[] = [];
      const seenB: AnalysisEvent[] = [];
      apiA.subscribe((e) => seenA.push(e));
      apiB.subscribe((e) => seenB.push(e));
      const id = `evt-${Math.random()}`;
      await worker.publish(event(id));
      await until(
        () => seenA.some((e) => e.assessmentId === id) && seenB.some((e) => e.assessmentId === id),
      );
      expect(seenB.find((e) => e.assessmentId === id)).toMatchObject({
        assessmentId: id,
        progress: 40,
        status: 'processing',
        messageKey: 'assessments.analysis_processing',
      });
    });

    it('hears again after the database refused connections for 4 s, and says how it is', async () => {
      const proxy = await OutageProxy.before(databaseUrl ?? '');
      proxies.push(proxy);
      const api = await instance(proxy.urlFor(databaseUrl ?? ''));
      const worker = await instance();
      let resumed = 0;
      api.onResume(() => (resumed += 1));
      const seen = new Set<string>();
      api.subscribe((e) => seen.add(e.assessmentId));
      expect(api.state).toBe('listening');

      await proxy.down(); // the server goes away: connections cut, new ones refused
      await until(() => api.state === 'reconnecting', 5_000);
      await sleep(4_000);
      expect(api.state).toBe('reconnecting');
      await proxy.up();

      // Events published once it is back reach it again (it LISTENs on the new connection).
      const id = `after-${Math.random()}`;
      await until(async () => {
        await worker.publish(event(id));
        return seen.has(id);
      }, 10_000);
      expect(api.state).toBe('listening');
      expect(resumed).toBe(1);
    }, 30_000);
  },
);
