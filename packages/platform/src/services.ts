import type { DatabaseHandle } from '@ergo/db';
import type { AppConfig } from './config';
import { InProcessEventBus, PostgresEventBus, type EventBus } from './events/event-bus';
import { FileStore } from './files/file-store';
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
  let events: EventBus;
  if (database.pool && config.DATABASE_URL) {
    const bus = new PostgresEventBus(database.pool, config.DATABASE_URL, { log });
    await bus.start();
    events = bus;
  } else {
    events = new InProcessEventBus();
  }
  const definitions = options.jobs({ files, events });
  const queue: JobQueue =
    config.QUEUE_DRIVER === 'pg-boss' && config.DATABASE_URL
      ? new PgBossQueue(log, definitions, {
          databaseUrl: config.DATABASE_URL,
          work: options.work,
          computeEntry,
          livenessSeconds: config.JOB_LIVENESS_SECONDS,
        })
      : new InProcessQueue(database.db, log, definitions, computeEntry, {
          livenessSeconds: config.JOB_LIVENESS_SECONDS,
          // PGlite is opened by this process alone; PostgreSQL may be shared by several instances.
          exclusive: !database.pool,
        });
  if (queue.driver === 'pg-boss' || options.work) await queue.start();
  return {
    files,
    events,
    queue,
    async stop() {
      await queue.stop();
      await events.close();
    },
  };
}
