import { fork } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fixturesEntry, slowDefinition } from '../../test/fixtures/queue-definitions';
import type { AttemptInfo, JobDefinition } from './definition';
import { PgBossQueue, type PgBossQueueOptions } from './pg-boss-queue';
import { until } from '../testing';

// pg-boss needs a real PostgreSQL: these run in the PostgreSQL pass of `npm test`.
const databaseUrl = process.env.DATABASE_URL;
const log = Fastify({ logger: false }).log;
const unique = (base: string) => `${base}-${Math.random().toString(36).slice(2, 8)}`;

const queues: PgBossQueue[] = [];
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()));
  await Promise.all(clients.map((c) => c.end()));
});
async function started(defs: JobDefinition[], options: Partial<PgBossQueueOptions> = {}) {
  const queue = new PgBossQueue(log, defs, {
    databaseUrl: databaseUrl ?? '',
    work: true,
    computeEntry: fixturesEntry,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    expireSlackSeconds: 1,
    ...options,
  });
  queues.push(queue);
  await queue.start();
  return queue;
}
/** Reads and writes pg-boss's tables directly, as an operator (or another worker) would. */
async function sql<T>(text: string, values: unknown[]): Promise<T[]> {
  let client = clients[0];
  if (!client) {
    client = new pg.Client({ connectionString: databaseUrl });
    clients.push(client);
    await client.connect();
  }
  return (await client.query(text, values)).rows as T[];
}
const activeJobs = async (name: string) =>
  (await sql("SELECT 1 FROM pgboss.job WHERE name = $1 AND state = 'active'", [name])).length;

/** A `slow` definition that records each attempt it prepares, and when. */
function recording(name: string, timeoutSeconds: number) {
  const prepared: (AttemptInfo & { at: number })[] = [];
  const completed: unknown[] = [];
  const failures: string[] = [];
  const def = slowDefinition(name, () => undefined);
  def.timeoutSeconds = timeoutSeconds;
  def.prepare = async (payload, info) => {
    prepared.push({ ...info, at: Date.now() });
    return { input: payload };
  };
  def.complete = async (_p, output) => void completed.push(output);
  def.fail = async (_p, error) => void failures.push(error.message);
  return { def, prepared, completed, failures };
}

describe.skipIf(!databaseUrl)(
  'pg-boss liveness (needs a PostgreSQL server via DATABASE_URL)',
  () => {
    it('applies changed queue settings at every start, not only the first', async () => {
      const name = unique('settings');
      const settings = async () =>
        (
          await sql<{ retry_limit: number; expire_seconds: number }>(
            'SELECT retry_limit, expire_seconds FROM pgboss.queue WHERE name = $1',
            [name],
          )
        )[0];
      const first = recording(name, 20).def;
      await started([first], { work: false });
      expect(await settings()).toEqual({ retry_limit: 2, expire_seconds: 21 });
      // The next start comes with a longer JOB_TIMEOUT_SECONDS and more attempts.
      const second = { ...recording(name, 40).def, maxAttempts: 5 };
      const producer = await started([second], { work: false });
      expect(await settings()).toEqual({ retry_limit: 4, expire_seconds: 41 });
      await producer.enqueue(name, { ms: 1 });
      const [job] = await sql<{ expire: number }>(
        'SELECT EXTRACT(epoch FROM expire_in)::int AS expire FROM pgboss.job WHERE name = $1',
        [name],
      );
      expect(job?.expire).toBe(41);
    });

    it('runs a killed worker’s job again within seconds, however long its time limit', async () => {
      const name = unique('killed');
      // The doomed worker: a separate process, with a 15-minute limit and a 2-second liveness window.
      const worker = fork(
        path.resolve(import.meta.dirname, '../../test/fixtures/pgboss-worker.ts'),
        [databaseUrl ?? '', name, '900', '2'],
        { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
      );
      await new Promise<void>((resolve) => worker.once('message', () => resolve()));
      const rescuer = recording(name, 900);
      const producer = await started([rescuer.def], { work: false });
      await producer.enqueue(name, { ms: 4000 });
      await until(async () => (await activeJobs(name)) === 1, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1000)); // mid-job
      worker.kill('SIGKILL');
      const killedAt = Date.now();
      await started([rescuer.def], { livenessSeconds: 2 });
      await until(() => rescuer.completed.length === 1, 25_000);
      expect(rescuer.prepared).toHaveLength(1);
      expect(rescuer.prepared[0]).toMatchObject({ attempt: 2, maxAttempts: 3, final: false });
      // window (2 s) + maintenance (1 s) + retry delay (1–2 s) + polling: well under the old 901 s
      expect((rescuer.prepared[0]?.at ?? Infinity) - killedAt).toBeLessThan(12_000);
      expect(rescuer.completed[0]).toEqual({ finished: true });
    }, 60_000);

    it('a worker whose job expired into a retry stops its compute and completes nothing', async () => {
      const name = unique('lost');
      const run = recording(name, 900);
      await started([run.def], { livenessSeconds: 2 });
      const producer = queues.at(-1);
      await producer?.enqueue(name, { ms: 3000 });
      await until(async () => (await activeJobs(name)) === 1, 20_000);
      // As if this worker had been cut off for longer than its window: maintenance expired the job
      // into a retry, due after the queue's retry delay (what pg-boss's expiry writes).
      await sql(
        "UPDATE pgboss.job SET state = 'retry', start_after = now() + interval '1 second' WHERE name = $1 AND state = 'active'",
        [name],
      );
      await until(
        async () =>
          (await sql("SELECT 1 FROM pgboss.job WHERE name = $1 AND state = 'completed'", [name]))
            .length === 1,
        25_000,
      );
      // The first attempt stopped without a word; the retry (attempt 2) did the work, once.
      expect(run.prepared.map((p) => p.attempt)).toEqual([1, 2]);
      expect(run.completed).toHaveLength(1);
      expect(run.failures).toEqual([]);
    }, 60_000);
  },
);
