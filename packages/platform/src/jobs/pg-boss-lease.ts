import type PgBoss from 'pg-boss';
import { heartbeatMs } from './liveness-timing';

/** pg-boss's schema (the default; PgBossQueue does not change it). */
const SCHEMA = 'pgboss';

/**
 * Keeps an active job's expiry (started_on + expire_in, as pg-boss's maintenance reads it) a short
 * window ahead of now, never beyond the attempt's real start + its limit. It moves `started_on`,
 * not `expire_in`: a retried job carries its expire_in over to the next attempt, whose worker takes
 * it as that attempt's own time limit. The attempt is named by its retry count, which pg-boss
 * raises each time it hands the job out again: a worker whose job was retried meanwhile updates no
 * row, and so learns that the job is no longer its own.
 */
const EXTEND = `
  UPDATE ${SCHEMA}.job
  SET started_on = LEAST($4::timestamptz, now() + $3 * interval '1 second' - expire_in)
  WHERE name = $1 AND id = $2 AND state = 'active' AND retry_count = $5
  RETURNING 1`;

export interface LeaseOptions {
  /** a worker silent this long has its job expired (and retried) by pg-boss's maintenance */
  livenessSeconds: number;
  /** the attempt lost its job: another worker may already run it */
  onLost: () => void;
  /** a heartbeat that could not be written (the next one tries again) */
  onError: (error: unknown) => void;
}

export interface Lease {
  release(): void;
}

/**
 * pg-boss 10 knows a dead worker only by its job's expiry, which is set once, when the job is sent:
 * long enough for the whole analysis (the compute limit + slack), so a worker killed at 26% left
 * its job 'active' for 16 minutes. (pg-boss 11+ adds heartbeats, but needs Node 22.) While an
 * attempt runs, its worker moves the expiry to `livenessSeconds` from now, a few times per window:
 * once the worker is gone, the job expires within the window and pg-boss's own maintenance retries
 * it, or hands it to the dead letter after the last attempt — the same path as any expiry.
 *
 * A worker that is alive but was cut off longer than the window learns at its next heartbeat that
 * the job was retried, and stops. Its handler then returns, and pg-boss's completion (of an
 * `active` job only) finds the job waiting for its retry delay, which is longer than a heartbeat.
 */
export function holdLease(
  db: PgBoss.Db,
  job: { name: string; id: string; retryCount: number; startedOn: Date },
  options: LeaseOptions,
): Lease {
  let stopped = false;
  const beat = async () => {
    try {
      const { rows } = await db.executeSql(EXTEND, [
        job.name,
        job.id,
        options.livenessSeconds,
        job.startedOn,
        job.retryCount,
      ]);
      if (rows.length === 0 && !stopped) {
        stopped = true;
        clearInterval(timer);
        options.onLost();
      }
    } catch (error) {
      if (!stopped) options.onError(error);
    }
  };
  const timer = setInterval(() => void beat(), heartbeatMs(options.livenessSeconds));
  timer.unref();
  void beat();
  return {
    release() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
