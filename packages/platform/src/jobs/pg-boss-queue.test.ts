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
async function started(defs: JobDefinition[]) {
  if (!databaseUrl) throw new Error('no database');
  const queue = new PgBossQueue(log, defs, {
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
});
