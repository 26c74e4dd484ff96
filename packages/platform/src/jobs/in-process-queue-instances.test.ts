import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@ergo/db';
import { testDatabase } from '@ergo/db/testing';
import { fixturesEntry } from '../../test/fixtures/queue-definitions';
import type { AttemptInfo, JobDefinition } from './definition';
import { InProcessQueue } from './in-process-queue';
import { ABANDONED_ERROR } from './job-liveness';
import { until } from '../testing';

// Several API instances with the embedded queue on one PostgreSQL (PGlite stands in for it here:
// the queues are told the database is shared). Each instance is a queue with its own owner id.
const { db } = await testDatabase();
const log = Fastify({ logger: false }).log;
const unique = (base: string) => `${base}-${Math.random().toString(36).slice(2)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  by: string;
  attempt: number;
}
interface Recorder {
  prepared: Run[];
  completed: Run[];
  failures: { by: string; message: string; attempt: AttemptInfo }[];
}

/** The same job as each instance declares it; `by` names the instance in what it records. */
function instanceDefinition(name: string, by: string, rec: Recorder): JobDefinition {
  let attempt = 0;
  return {
    name,
    schema: z.record(z.string(), z.unknown()),
    maxAttempts: 3,
    retryDelaySeconds: 0.05,
    timeoutSeconds: 20,
    compute: 'slow',
    output: z.unknown(),
    prepare: async (payload, info) => {
      attempt = info.attempt;
      rec.prepared.push({ by, attempt });
      return { input: payload };
    },
    complete: async () => void rec.completed.push({ by, attempt }),
    fail: async (_p, error, info) =>
      void rec.failures.push({ by, message: error.message, attempt: info }),
  };
}

const queues: InProcessQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});
/** An instance on the shared database: a short liveness window so the tests stay short. */
async function instance(name: string, by: string, rec: Recorder, livenessSeconds = 1) {
  const queue = new InProcessQueue(db, log, [instanceDefinition(name, by, rec)], fixturesEntry, {
    pollMs: 50,
    livenessSeconds,
    exclusive: false,
  });
  queues.push(queue);
  await queue.start();
  return queue;
}
const recorder = (): Recorder => ({ prepared: [], completed: [], failures: [] });
const rowOf = async (name: string) => (await db.select().from(jobs).where(eq(jobs.name, name)))[0];
/** The row once the queue has recorded the job's end (after the definition's hooks ran). */
async function finishedRow(name: string) {
  await until(async () => ['completed', 'failed'].includes((await rowOf(name))?.state ?? ''));
  return rowOf(name);
}

/** A job row as another instance left it: active, owned by `owner`, heard from `silentFor` ago. */
async function leftActive(name: string, owner: string, attempts: number, silentForSeconds = 3600) {
  const at = new Date(Date.now() - silentForSeconds * 1000);
  await db.insert(jobs).values({
    name,
    payload: { ms: 200 },
    state: 'active',
    attempts,
    maxAttempts: 3,
    owner,
    startedAt: at,
    heartbeatAt: at,
  });
}

describe('the embedded queue shared by several instances', () => {
  it('a starting instance leaves alone a job another live instance is running', async () => {
    const name = unique('running');
    const rec = recorder();
    const a = await instance(name, 'A', rec);
    await a.enqueue(name, { ms: 2500 });
    await until(() => a.activeChild !== null);
    // B (re)starts while A runs the job, then both sweep for abandoned jobs as it goes on.
    await instance(name, 'B', rec);
    await until(() => rec.completed.length === 1);
    await sleep(300);
    expect(rec.prepared).toEqual([{ by: 'A', attempt: 1 }]);
    expect(rec.completed).toEqual([{ by: 'A', attempt: 1 }]);
    expect(await finishedRow(name)).toMatchObject({ state: 'completed', attempts: 1 });
  });

  it('a surviving instance takes up the job of an instance that went silent', async () => {
    const name = unique('orphan');
    const rec = recorder();
    await instance(name, 'B', rec);
    // Left after B started: only B's periodic sweep can find it.
    await leftActive(name, 'dead-host:4242:deadbeef', 1);
    await until(() => rec.completed.length === 1, 10_000);
    expect(rec.prepared).toEqual([{ by: 'B', attempt: 2 }]);
    expect(await finishedRow(name)).toMatchObject({ state: 'completed', attempts: 2 });
  });

  it('fails for good, once, a silent instance’s job that was on its last attempt', async () => {
    const name = unique('last');
    const rec = recorder();
    await instance(name, 'B', rec);
    await instance(name, 'C', rec);
    await leftActive(name, 'dead-host:4242:deadbeef', 3);
    await until(() => rec.failures.length > 0, 10_000);
    await sleep(1500); // both instances swept again meanwhile
    expect(rec.failures).toHaveLength(1);
    expect(rec.failures[0]).toMatchObject({
      message: ABANDONED_ERROR,
      attempt: { attempt: 3, maxAttempts: 3, final: true },
    });
    expect(rec.prepared).toEqual([]);
    expect(await rowOf(name)).toMatchObject({ state: 'failed', lastError: ABANDONED_ERROR });
  });

  it('an instance whose job was taken up elsewhere stops it and leaves its row alone', async () => {
    const name = unique('taken');
    const rec = recorder();
    const a = await instance(name, 'A', rec);
    await a.enqueue(name, { ms: 2000 });
    await until(() => a.activeChild !== null);
    // Another instance took the job (as if A had gone silent) and keeps it alive.
    const takeOver = async () => {
      await db
        .update(jobs)
        .set({ owner: 'other-host:1:cafecafe', heartbeatAt: sql`now()` })
        .where(eq(jobs.name, name));
    };
    await takeOver();
    const alive = setInterval(() => void takeOver(), 200);
    try {
      await sleep(2800);
      expect(rec.completed).toEqual([]);
      expect(rec.failures).toEqual([]);
      expect(await rowOf(name)).toMatchObject({
        state: 'active',
        owner: 'other-host:1:cafecafe',
      });
    } finally {
      clearInterval(alive);
    }
    // The other instance goes silent in turn: A takes the job up again and finishes it, once.
    await until(() => rec.completed.length === 1, 10_000);
    expect(rec.completed).toEqual([{ by: 'A', attempt: 2 }]);
    expect(rec.failures).toEqual([]);
  });
});
