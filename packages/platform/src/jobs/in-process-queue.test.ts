import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@ergo/db';
import { testDatabase } from '@ergo/db/testing';
import { fixturesEntry } from '../../test/fixtures/queue-definitions';
import type { JobDefinition } from './definition';
import { InProcessQueue, type InProcessQueueOptions } from './in-process-queue';
import { until } from '../testing';

const { db } = await testDatabase();
const log = Fastify({ logger: false }).log;

interface Recorder {
  progress: number[];
  completed: unknown[];
  failures: { message: string; final: boolean; attempt: number }[];
}

function definition(
  name: string,
  compute: string,
  overrides: Partial<JobDefinition> = {},
): { def: JobDefinition; rec: Recorder } {
  const rec: Recorder = { progress: [], completed: [], failures: [] };
  const def: JobDefinition = {
    name,
    schema: z.record(z.string(), z.unknown()),
    maxAttempts: 3,
    retryDelaySeconds: 0.05,
    timeoutSeconds: 20,
    compute,
    output: z.unknown(),
    prepare: async (payload) => ({ input: payload }),
    onProgress: async (_p, percent) => void rec.progress.push(percent),
    complete: async (_p, output) => void rec.completed.push(output),
    fail: async (_p, error, attempt) =>
      void rec.failures.push({
        message: error.message,
        final: attempt.final,
        attempt: attempt.attempt,
      }),
    ...overrides,
  };
  return { def, rec };
}

const queues: InProcessQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});
/** A queue that polls often; `exclusive` as on PGlite unless the test says otherwise. */
function queueWith(options: InProcessQueueOptions, ...defs: JobDefinition[]) {
  const queue = new InProcessQueue(db, log, defs, fixturesEntry, {
    pollMs: 50,
    exclusive: true,
    ...options,
  });
  queues.push(queue);
  return queue;
}
const startQueue = (...defs: JobDefinition[]) => queueWith({}, ...defs);
const unique = (base: string) => `${base}-${Math.random().toString(36).slice(2)}`;
/** The job row once the queue has recorded its end (it does so after the definition's hooks ran). */
async function finishedRow(name: string) {
  let row: typeof jobs.$inferSelect | undefined;
  await until(async () => {
    [row] = await db.select().from(jobs).where(eq(jobs.name, name));
    return row?.state === 'completed' || row?.state === 'failed';
  });
  return row;
}

describe('in-process queue', () => {
  it('runs compute in a child process, reports progress and completes', async () => {
    const { def, rec } = definition(unique('double'), 'double');
    const queue = startQueue(def);
    await queue.start();
    await queue.enqueue(def.name, { value: 21 });
    await until(() => rec.completed.length === 1);
    expect(rec.completed[0]).toMatchObject({ doubled: 42 });
    expect((rec.completed[0] as { pid: number }).pid).not.toBe(process.pid);
    expect(rec.progress.at(-1)).toBe(100);
    expect(await finishedRow(def.name)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('retries a failing attempt with backoff, then succeeds', async () => {
    const { def, rec } = definition(unique('flaky'), 'flaky');
    const queue = startQueue(def);
    await queue.start();
    const counter = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-q-')), 'count');
    await queue.enqueue(def.name, { counter, failures: 2 });
    await until(() => rec.completed.length === 1);
    expect(rec.failures).toEqual([
      { message: 'planned failure 1', final: false, attempt: 1 },
      { message: 'planned failure 2', final: false, attempt: 2 },
    ]);
    expect(rec.completed[0]).toEqual({ attempts: 3 });
  });

  it('gives up after the last attempt and says so once as final', async () => {
    const { def, rec } = definition(unique('doomed'), 'flaky', { maxAttempts: 2 });
    const queue = startQueue(def);
    await queue.start();
    const counter = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-q-')), 'count');
    await queue.enqueue(def.name, { counter, failures: 99 });
    await until(() => rec.failures.some((f) => f.final));
    expect(rec.failures.map((f) => f.final)).toEqual([false, true]);
    expect(await finishedRow(def.name)).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: 'planned failure 2',
    });
    expect(rec.completed).toEqual([]);
  });

  it('drops a failing job whose work is no longer wanted: no failure, no retry', async () => {
    let asked = 0;
    const { def, rec } = definition(unique('unwanted'), 'flaky', {
      stillWanted: async () => {
        asked += 1;
        return false;
      },
    });
    const queue = startQueue(def);
    await queue.start();
    const counter = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-q-')), 'count');
    await queue.enqueue(def.name, { counter, failures: 99 });
    expect(await finishedRow(def.name)).toMatchObject({ state: 'completed', attempts: 1 });
    expect(asked).toBe(1);
    expect(rec.failures).toEqual([]);
    expect(rec.completed).toEqual([]);
  });

  it('a stillWanted check that throws counts as wanted: the failure is retried as usual', async () => {
    const { def, rec } = definition(unique('wanted'), 'flaky', {
      maxAttempts: 2,
      stillWanted: () => Promise.reject(new Error('database down')),
    });
    const queue = startQueue(def);
    await queue.start();
    const counter = path.join(mkdtempSync(path.join(tmpdir(), 'ergo-q-')), 'count');
    await queue.enqueue(def.name, { counter, failures: 99 });
    expect(await finishedRow(def.name)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(rec.failures.map((f) => f.final)).toEqual([false, true]);
  });

  it('kills an attempt that runs past its time limit', async () => {
    const { def, rec } = definition(unique('hang'), 'hang', {
      maxAttempts: 1,
      timeoutSeconds: 1.5,
    });
    const queue = startQueue(def);
    await queue.start();
    await queue.enqueue(def.name, {});
    await until(() => rec.failures.length === 1);
    expect(rec.failures[0]).toMatchObject({ final: true, message: 'timed out after 2 s' });
  });

  it('retries when the worker process is killed mid-job', async () => {
    const { def, rec } = definition(unique('slow'), 'slow');
    const queue = startQueue(def);
    await queue.start();
    await queue.enqueue(def.name, { ms: 1500 });
    await until(() => queue.activeChild !== null && rec.progress.length > 0);
    queue.activeChild?.kill('SIGKILL');
    await until(() => rec.completed.length === 1);
    expect(rec.failures[0]?.message).toMatch(/worker process ended unexpectedly \(SIGKILL\)/);
    expect(rec.failures[0]?.final).toBe(false);
    expect(rec.completed[0]).toEqual({ finished: true });
  });

  it('takes up a job left active by a process that died', async () => {
    const { def, rec } = definition(unique('orphan'), 'double');
    await db.insert(jobs).values({
      name: def.name,
      payload: { value: 1 },
      state: 'active',
      attempts: 1,
      maxAttempts: 3,
    });
    const queue = startQueue(def);
    await queue.start();
    await until(() => rec.completed.length === 1);
    expect(await finishedRow(def.name)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('refuses to enqueue an invalid payload', async () => {
    const { def } = definition(unique('strict'), 'double', {
      schema: z.object({ value: z.number() }),
    });
    const queue = startQueue(def);
    await expect(queue.enqueue(def.name, { value: 'x' })).rejects.toThrow();
  });
});
