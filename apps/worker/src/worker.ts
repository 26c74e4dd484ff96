import { analysisJob } from '@ergo/analysis';
import { migrateDatabase, openDatabase } from '@ergo/db';
import {
  loadConfigOrExit,
  prepareDataDir,
  privateUmask,
  startServices,
  thisProgram,
} from '@ergo/platform';
import { pino } from 'pino';

/**
 * Run any number of workers, on any machine that reaches the PostgreSQL database and the shared
 * DATA_DIR (encrypted files); each takes analysis jobs from pg-boss and runs one at a time, its
 * compute in a child process.
 */
export async function startWorker(): Promise<void> {
  privateUmask();
  const config = loadConfigOrExit();
  if (config.QUEUE_DRIVER !== 'pg-boss' || !config.DATABASE_URL) {
    console.error(
      'The worker takes jobs from PostgreSQL: set DATABASE_URL and QUEUE_DRIVER=pg-boss (the API needs the same).',
    );
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL });
  prepareDataDir(config.dataDir, log);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await migrateDatabase(database);
  const services = await startServices({
    config,
    database,
    log,
    work: true,
    computeEntry: thisProgram(),
    jobs: ({ files, events }) => [analysisJob({ db: database.db, files, events, config, log })],
  });
  log.info({ dataDir: config.dataDir }, 'ErgoAssess worker ready: waiting for analysis jobs');
  const stop = async (signal: string) => {
    log.info(`${signal}: finishing the current job, then stopping`);
    await services.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
