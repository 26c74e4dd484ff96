import type pg from 'pg';
import { CLAIM_LOCK_KEY } from './fair-share';

/** pg-boss's schema (the default; PgBossQueue does not change it). */
const SCHEMA = 'pgboss';

/** A job as the fair fetch hands it out: what an attempt and its lease need. */
export interface FetchedJob {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  startedOn: Date;
}

/**
 * pg-boss's own next-job statement (10.x `fetchNextJob`: the state change, the retry count), with
 * fairness added: a job's group is its `singleton_key` (the organization; sent without a singleton
 * policy, so pg-boss gives the key no meaning of its own); a group with `$2` jobs active waits, and
 * of the due jobs one of the group with the fewest active comes first, then the oldest.
 */
const FAIR_NEXT_JOB = `
  WITH running AS (
    SELECT singleton_key AS grp, count(*) AS n
    FROM ${SCHEMA}.job
    WHERE name = $1 AND state = 'active' AND singleton_key IS NOT NULL
    GROUP BY singleton_key
  ), next AS (
    SELECT j.id
    FROM ${SCHEMA}.job j LEFT JOIN running r ON r.grp = j.singleton_key
    WHERE j.name = $1 AND j.state < 'active' AND j.start_after < now() AND COALESCE(r.n, 0) < $2
    ORDER BY COALESCE(r.n, 0), j.priority DESC, j.created_on, j.id
    LIMIT 1
    FOR UPDATE OF j SKIP LOCKED
  )
  UPDATE ${SCHEMA}.job j SET
    state = 'active',
    started_on = now(),
    retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
  FROM next
  WHERE j.name = $1 AND j.id = next.id
  RETURNING j.id, j.name, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit",
    j.started_on AS "startedOn"`;

/**
 * Takes the next job of queue `name` fairly (see FairShare), or null. The claim runs in its own
 * transaction under an advisory lock: two workers claiming at the same moment would otherwise both
 * see a group with a free slot and both take one of its jobs.
 */
export async function fetchFairly(
  pool: pg.Pool,
  name: string,
  slotsPerGroup: number,
): Promise<FetchedJob | null> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [CLAIM_LOCK_KEY]);
    const { rows } = await client.query<FetchedJob>(FAIR_NEXT_JOB, [name, slotsPerGroup]);
    await client.query('COMMIT');
    return rows[0] ?? null;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
