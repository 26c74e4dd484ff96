import { loadConfigOrExit, prepareDataDir, privateUmask, thisProgram } from '@ergo/platform';
import { buildApp } from './app';

/** The API and the web app on one port, all state under DATA_DIR. */
export async function startServer(): Promise<void> {
  privateUmask();
  const config = loadConfigOrExit();
  // before anything is written there (database, secrets, files, outbox); said before the log starts
  prepareDataDir(config.dataDir, { warn: (message) => console.warn(message) });
  const { app, database } = await buildApp({ config, computeEntry: thisProgram() });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const mode =
    database.driver === 'pglite' ? `embedded database in ${config.dataDir}/db` : 'PostgreSQL';
  console.log(
    `\n  ErgoAssess is running: ${config.publicUrl}\n  (${mode}; API docs at ${config.publicUrl}/api/docs)\n`,
  );
}
