import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { jobs, type Database } from '@ergo/db';

type JobRow = typeof jobs.$inferSelect;

/** Why a job out of attempts was failed by a sweep (kept as its last error). */
export const ABANDONED_ERROR = 'the process running the job stopped unexpectedly';

/**
 * Liveness of the embedded queue's jobs, on the `jobs` table: the process running a job is its
 * `owner` and says it is alive in `heartbeat_at`; a job whose owner went silent is abandoned.
 * Times are the database's clock (`now()`), the one clock every instance shares.
 */

/** Records that `owner` still runs job `id`; false when the job is no longer its own. */
export async function beat(db: Database, id: string, owner: string): Promise<boolean> {
  const [row] = await db
    .update(jobs)
    .set({ heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.owner, owner), eq(jobs.state, 'active')))
    .returning({ id: jobs.id });
  return row !== undefined;
}

/**
 * Takes up the jobs (of these names) whose owner has been silent for `livenessSeconds`: queued
 * again when attempts remain (the lost attempt counts), failed otherwise. Returns the failed ones,
 * for their definition's final word; several instances sweeping at once each take a job once
 * (the row is re-checked under its lock).
 */
export async function takeUpAbandoned(
  db: Database,
  names: string[],
  livenessSeconds: number,
): Promise<{ requeued: number; exhausted: JobRow[] }> {
  const silent = and(
    eq(jobs.state, 'active'),
    inArray(jobs.name, names),
    // A row from before owners were recorded counts from its start.
    sql`coalesce(${jobs.heartbeatAt}, ${jobs.startedAt}, ${jobs.createdAt}) < now() - make_interval(secs => ${livenessSeconds})`,
  );
  const requeued = await db
    .update(jobs)
    .set({ state: 'queued', runAfter: new Date(), owner: null, heartbeatAt: null })
    .where(and(silent, lt(jobs.attempts, jobs.maxAttempts)))
    .returning({ id: jobs.id });
  const exhausted = await db
    .update(jobs)
    .set({ state: 'failed', finishedAt: new Date(), lastError: ABANDONED_ERROR })
    .where(and(silent, gte(jobs.attempts, jobs.maxAttempts)))
    .returning();
  return { requeued: requeued.length, exhausted };
}
