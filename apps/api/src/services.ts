import { hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { analysisJob } from './analysis/analysis-job';
import { AnalysisService } from './analysis/analysis-service';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { InProcessEventBus, PostgresEventBus, type EventBus } from './events/event-bus';
import { FileStore } from './files/file-store';
import type { ComputeRef, JobQueue } from './jobs/definition';
import { InProcessQueue } from './jobs/in-process-queue';
import { PgBossQueue } from './jobs/pg-boss-queue';
import { loadOrCreateSecret } from './lib/secrets';
import { UrlSigner } from './lib/url-signer';

export interface BackgroundServices {
  files: FileStore;
  events: EventBus;
  queue: JobQueue;
  analysis: AnalysisService;
  urls: UrlSigner;
  stop(): Promise<void>;
}

export function filesMasterKey(config: AppConfig): Buffer {
  return config.FILES_MASTER_KEY
    ? Buffer.from(config.FILES_MASTER_KEY, 'base64')
    : loadOrCreateSecret(config.dataDir, 'files-master-key');
}

/**
 * Files, events, the job queue and the analysis pipeline, for the API and for `apps/worker`:
 * embedded (in-process bus and queue) or scaled out (NOTIFY bus, pg-boss), as configured.
 */
export async function startServices(options: {
  config: AppConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  signingSecret: Buffer;
  /** whether this process runs jobs (API: config.processJobs; worker: always) */
  work: boolean;
  compute?: ComputeRef;
}): Promise<BackgroundServices> {
  const { config, database, log } = options;
  const files = new FileStore(config.dataDir, filesMasterKey(config));
  let events: EventBus;
  if (database.pool && config.DATABASE_URL) {
    const bus = new PostgresEventBus(database.pool, config.DATABASE_URL);
    await bus.start();
    events = bus;
  } else {
    events = new InProcessEventBus();
  }
  const job = analysisJob({
    db: database.db,
    files,
    events,
    config,
    ...(options.compute ? { compute: options.compute } : {}),
  });
  const definitions = [job];
  const queue: JobQueue =
    config.QUEUE_DRIVER === 'pg-boss' && config.DATABASE_URL
      ? new PgBossQueue(log, definitions, { databaseUrl: config.DATABASE_URL, work: options.work })
      : new InProcessQueue(database.db, log, definitions);
  if (queue.driver === 'pg-boss' || options.work) await queue.start();
  // Links are signed with a key of their own, derived from the token secret.
  const urls = new UrlSigner(
    Buffer.from(hkdfSync('sha256', options.signingSecret, 'ergoassess', 'signed-file-links', 32)),
  );
  return {
    files,
    events,
    queue,
    analysis: new AnalysisService(queue, events),
    urls,
    async stop() {
      await queue.stop();
      await events.close();
    },
  };
}
