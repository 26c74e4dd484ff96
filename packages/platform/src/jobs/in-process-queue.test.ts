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
import { STILL_WANTED_POLL_MS } from './attempt';
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
    // asked when the attempt failed (and maybe once while it ran)
    expect(asked).toBeGreaterThanOrEqual(1);
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

  it('stops a running compute within seconds once its work is no longer wanted', async () => {
    const wanted = { now: true };
    const { def, rec } = definition(unique('deleted'), 'slow', {
      stillWanted: async () => wanted.now,
    });
    const queue = startQueue(def);
    await queue.start();
    await queue.enqueue(def.name, { ms: 30_000 });
    await until(() => queue.activeChild !== null && rec.progress.length > 0);
    const child = queue.activeChild;
    wanted.now = false; // its assessment deleted
    const stoppedAt = Date.now();
    expect(await finishedRow(def.name)).toMatchObject({ state: 'completed', attempts: 1 });
    await until(() => child?.exitCode !== null || child.signalCode !== null);
    // the watch asks every STILL_WANTED_POLL_MS (2 s), then the child has 1 s to stop on its own
    expect(Date.now() - stoppedAt).toBeLessThan(STILL_WANTED_POLL_MS + 3000);
    expect(rec.failures).toEqual([]);
    expect(rec.completed).toEqual([]);
  });

  it('gives an attempt the shorter limit its prepare asks for', async () => {
    const { def, rec } = definition(unique('scaled'), 'hang', {
      maxAttempts: 1,
      timeoutSeconds: 60,
      prepare: async (payload) => ({ input: payload, timeoutSeconds: 1.5 }),
    });
    const queue = startQueue(def);
    await queue.start();
    await queue.enqueue(def.name, {});
    await until(() => rec.failures.length === 1);
    expect(rec.failures[0]).toMatchObject({ final: true, message: 'timed out after 2 s' });
  });
});

describe('in-process queue: fair across organizations', () => {
  it('with two slots, another organization’s job starts while one’s long jobs run, each organization one at a time', async () => {
    const name = unique('fair');
    const started: { org: string; at: number }[] = [];
    const ended: { org: string; at: number }[] = [];
    const orgOf = (payload: unknown) => String((payload as { org: string }).org);
    const { def } = definition(name, 'slow', {
      groupOf: orgOf,
      prepare: async (payload) => {
        started.push({ org: orgOf(payload), at: Date.now() });
        return { input: { ms: (payload as { ms: number }).ms } };
      },
      complete: async (payload) => void ended.push({ org: orgOf(payload), at: Date.now() }),
    });
    const queue = queueWith({ fairShare: { slots: 2, slotsPerGroup: 1 } }, def);
    await queue.start();
    // organization A uploads three long videos, then B one short one
    for (let k = 0; k < 3; k++) await queue.enqueue(name, { org: 'A', ms: 4000 });
    await until(() => started.length === 1);
    const sentB = Date.now();
    await queue.enqueue(name, { org: 'B', ms: 200 });
    await until(() => ended.some((end) => end.org === 'B'));
    const startB = started.find((start) => start.org === 'B')?.at ?? Number.POSITIVE_INFINITY;
    // B started at once, beside A's first, not after A's three (within JOB_LIVENESS_SECONDS: 15 s)
    expect(startB - sentB).toBeLessThan(2000);
    expect(ended.filter((end) => end.org === 'A')).toHaveLength(0);
    await until(() => ended.length === 4, 30_000);
    // A's jobs ran one after another, never two at once
    const startsA = started.filter((start) => start.org === 'A').map((start) => start.at);
    const endsA = ended.filter((end) => end.org === 'A').map((end) => end.at);
    for (let k = 1; k < startsA.length; k++)
      expect(startsA[k] ?? 0).toBeGreaterThanOrEqual(endsA[k - 1] ?? Number.POSITIVE_INFINITY);
  }, 60_000);
});
