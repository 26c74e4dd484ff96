/** What `apps/worker` needs from the API package to run analysis jobs against the same database. */
export { loadConfig, ConfigError, type AppConfig } from './config';
export { openDatabase, type DatabaseHandle } from './db/client';
export { migrateDatabase } from './db/migrate';
export { startServices, type BackgroundServices } from './services';
export { loadOrCreateSecret } from './lib/secrets';
