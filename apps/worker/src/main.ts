/**
 * `npm run worker`: a video-analysis worker for the scaled-out mode. Run any number of them, on any
 * machine that reaches the PostgreSQL database and the shared DATA_DIR (encrypted files); each takes
 * jobs from pg-boss and runs one analysis at a time in a child process.
 */
import Fastify from 'fastify';
import {
  ConfigError,
  loadConfig,
  loadOrCreateSecret,
  migrateDatabase,
  openDatabase,
  startServices,
} from '@ergo/api/worker-runtime';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.QUEUE_DRIVER !== 'pg-boss' || !config.DATABASE_URL) {
    console.error(
      'The worker takes jobs from PostgreSQL: set DATABASE_URL and QUEUE_DRIVER=pg-boss (the API needs the same).',
    );
    process.exit(1);
  }
  const { log } = Fastify({ logger: { level: config.LOG_LEVEL } });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await migrateDatabase(database);
  const secret = config.JWT_SECRET
    ? Buffer.from(config.JWT_SECRET, 'utf8')
    : loadOrCreateSecret(config.dataDir, 'jwt-secret');
  const services = await startServices({
    config,
    database,
    log,
    signingSecret: secret,
    work: true,
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
