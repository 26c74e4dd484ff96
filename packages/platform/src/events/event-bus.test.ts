import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { InProcessEventBus, PostgresEventBus, type AnalysisEvent } from './event-bus';
import { until } from '../testing';

const event = (id: string): AnalysisEvent => ({
  kind: 'analysis',
  organizationId: '00000000-0000-4000-8000-000000000001',
  userId: null,
  assessmentId: id,
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
    afterAll(async () => {
      await Promise.all(buses.map((b) => b.close()));
      await Promise.all(pools.map((p) => p.end()));
    });
    async function instance() {
      const pool = new pg.Pool({ connectionString: databaseUrl });
      const bus = new PostgresEventBus(pool, databaseUrl ?? '');
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
  },
);
