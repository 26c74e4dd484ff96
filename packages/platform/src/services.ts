import type { DatabaseHandle } from '@ergo/db';
import type { AppConfig } from './config';
import { InProcessEventBus, PostgresEventBus, type EventBus } from './events/event-bus';
import { FileStore, STALE_PART_MS } from './files/file-store';
import type { ComputeEntry } from './jobs/child-runner';
import type { AnyJobDefinition, JobQueue } from './jobs/definition';
import { InProcessQueue } from './jobs/in-process-queue';
import { PgBossQueue } from './jobs/pg-boss-queue';
import type { Logger } from './logger';
import { loadOrCreateSecret } from './secrets';

export interface BackgroundServices {
  files: FileStore;
  events: EventBus;
  queue: JobQueue;
  stop(): Promise<void>;
}

/**
 * Removes staged uploads a stopped process left behind, now and every STALE_PART_MS (every API
 * instance and worker sweeps; a part still being written is never stale). Returns the stop.
 */
function sweepStaleParts(files: FileStore, log: Logger): () => void {
  const sweep = () =>
    void files
      .removeStaleParts()
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'files: removed uploads left unfinished');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'files: could not sweep staged uploads'));
  sweep();
  const timer = setInterval(sweep, STALE_PART_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function filesMasterKey(config: AppConfig): Buffer {
  return config.FILES_MASTER_KEY
    ? Buffer.from(config.FILES_MASTER_KEY, 'base64')
    : loadOrCreateSecret(config.dataDir, 'files-master-key');
}

/**
 * Files, events and the job queue, for the API and for `apps/worker`: embedded (in-process bus and
 * queue) or scaled out (NOTIFY bus, pg-boss), as configured. The jobs are declared by the caller,
 * from the files and events they need.
 */
export async function startServices(options: {
  config: AppConfig;
  database: DatabaseHandle;
  log: Logger;
  jobs: (services: { files: FileStore; events: EventBus }) => AnyJobDefinition[];
  /** whether this process runs jobs (API: config.PROCESS_JOBS; worker: always) */
  work: boolean;
  /** the program compute children run: this program (thisProgram()) or, in tests, a test entry */
  computeEntry: ComputeEntry;
}): Promise<BackgroundServices> {
  const { config, database, log, computeEntry } = options;
  const files = new FileStore(config.dataDir, filesMasterKey(config));
  const stopSweeping = sweepStaleParts(files, log);
  let events: EventBus;
  if (database.pool && config.DATABASE_URL) {
    const bus = new PostgresEventBus(database.pool, config.DATABASE_URL, { log });
    await bus.start();
    events = bus;
  } else {
    events = new InProcessEventBus();
  }
  const definitions = options.jobs({ files, events });
  const fairShare = {
    slots: config.JOB_SLOTS,
    slotsPerGroup: config.JOB_SLOTS_PER_ORGANIZATION,
  };
  const queue: JobQueue =
    config.QUEUE_DRIVER === 'pg-boss' && config.DATABASE_URL
      ? new PgBossQueue(log, definitions, {
          databaseUrl: config.DATABASE_URL,
          work: options.work,
          computeEntry,
          livenessSeconds: config.JOB_LIVENESS_SECONDS,
          fairShare,
          ...(database.pool ? { pool: database.pool } : {}),
        })
      : new InProcessQueue(database.db, log, definitions, computeEntry, {
          livenessSeconds: config.JOB_LIVENESS_SECONDS,
          fairShare,
          // PGlite is opened by this process alone; PostgreSQL may be shared by several instances.
          exclusive: !database.pool,
        });
  if (queue.driver === 'pg-boss' || options.work) await queue.start();
  return {
    files,
    events,
    queue,
    async stop() {
      stopSweeping();
      await queue.stop();
      await events.close();
    },
  };
}
