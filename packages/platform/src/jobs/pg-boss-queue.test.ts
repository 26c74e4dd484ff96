import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fixturesEntry } from '../../test/fixtures/queue-definitions';
import type { JobDefinition } from './definition';
import { PgBossQueue } from './pg-boss-queue';
import { until as waitUntil } from '../testing';

// pg-boss needs a real PostgreSQL: these run in the PostgreSQL pass of `npm test`.
const databaseUrl = process.env.DATABASE_URL;
const log = Fastify({ logger: false }).log;
const unique = (base: string) => `${base}-${Math.random().toString(36).slice(2, 8)}`;

// Expiry and dead-letter handling run on pg-boss's clock: a longer default wait.
const until = (check: () => boolean | Promise<boolean>, timeoutMs = 60_000) =>
  waitUntil(check, timeoutMs);

interface Recorder {
  completed: unknown[];
  failures: { message: string; final: boolean }[];
}
function definition(name: string, compute: string, overrides: Partial<JobDefinition> = {}) {
  const rec: Recorder = { completed: [], failures: [] };
  const def: JobDefinition = {
    name,
    schema: z.record(z.string(), z.unknown()),
    maxAttempts: 3,
    retryDelaySeconds: 1,
    timeoutSeconds: 20,
    compute,
    output: z.unknown(),
    prepare: async (payload) => ({ input: payload }),
    complete: async (_p, output) => void rec.completed.push(output),
    fail: async (_p, error, attempt) =>
      void rec.failures.push({ message: error.message, final: attempt.final }),
    ...overrides,
  };
  return { def, rec };
}

const queues: PgBossQueue[] = [];
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
});
async function started(defs: JobDefinition[], fairShare = { slots: 1, slotsPerGroup: 1 }) {
  if (!databaseUrl) throw new Error('no database');
  const queue = new PgBossQueue(log, defs, {
    fairShare,
    databaseUrl,
    work: true,
    computeEntry: fixturesEntry,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    expireSlackSeconds: 1,
  });
  queues.push(queue);
  await queue.start();
  return queue;
}

// A worker killed mid-job, and queue settings changed between starts: pg-boss-liveness.test.ts.
describe.skipIf(!databaseUrl)('pg-boss queue (needs a PostgreSQL server via DATABASE_URL)', () => {
  it('runs a job to completion in a child process', async () => {
    const { def, rec } = definition(unique('double'), 'double');
    const queue = await started([def]);
    await queue.enqueue(def.name, { value: 4 });
    await until(() => rec.completed.length === 1);
    expect(rec.completed[0]).toMatchObject({ doubled: 8 });
  });

  it('retries a failing job, then succeeds', async () => {
    const { def, rec } = definition(unique('flaky'), 'flaky');
    const queue = await started([def]);
    const counter = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-pgb-')), 'count');
    await queue.enqueue(def.name, { counter, failures: 1 });
    await until(() => rec.completed.length === 1);
    expect(rec.failures).toEqual([{ message: 'planned failure 1', final: false }]);
    expect(rec.completed[0]).toEqual({ attempts: 2 });
  });

  it('sends a job out of attempts to the dead-letter handler, which fails it for good', async () => {
    const { def, rec } = definition(unique('doomed'), 'flaky', { maxAttempts: 2 });
    const queue = await started([def]);
    const counter = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-pgb-')), 'count');
    await queue.enqueue(def.name, { counter, failures: 99 });
    await until(() => rec.failures.filter((f) => f.final).length >= 1);
    expect(rec.completed).toEqual([]);
    expect(rec.failures.at(-1)).toMatchObject({ final: true });
  });

  it('one worker with two slots: another organization’s job starts while one’s long jobs run, each organization one at a time', async () => {
    const name = unique('fair');
    const starts: { org: string; at: number }[] = [];
    const ended: { org: string; at: number }[] = [];
    const orgOf = (payload: unknown) => String((payload as { org: string }).org);
    const { def } = definition(name, 'slow', {
      groupOf: orgOf,
      prepare: async (payload) => {
        starts.push({ org: orgOf(payload), at: Date.now() });
        return { input: { ms: (payload as { ms: number }).ms } };
      },
      complete: async (payload) => void ended.push({ org: orgOf(payload), at: Date.now() }),
    });
    const queue = await started([def], { slots: 2, slotsPerGroup: 1 });
    for (let k = 0; k < 3; k++) await queue.enqueue(name, { org: 'A', ms: 4000 });
    await until(() => starts.length === 1);
    const sentB = Date.now();
    await queue.enqueue(name, { org: 'B', ms: 200 });
    await until(() => ended.some((end) => end.org === 'B'));
    const startB = starts.find((start) => start.org === 'B')?.at ?? Number.POSITIVE_INFINITY;
    // B started within a poll or two, beside A's first (JOB_LIVENESS_SECONDS is 15 s)
    expect(startB - sentB).toBeLessThan(3000);
    expect(ended.filter((end) => end.org === 'A')).toHaveLength(0);
    await until(() => ended.length === 4);
    const startsA = starts.filter((start) => start.org === 'A').map((start) => start.at);
    const endsA = ended.filter((end) => end.org === 'A').map((end) => end.at);
    for (let k = 1; k < startsA.length; k++)
      expect(startsA[k] ?? 0).toBeGreaterThanOrEqual(endsA[k - 1] ?? Number.POSITIVE_INFINITY);
  }, 90_000);
});
