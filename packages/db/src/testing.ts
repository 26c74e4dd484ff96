import { afterAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { tenancyGuard } from './tenancy-guard';

let shared: Promise<DatabaseHandle> | undefined;

/**
 * One database per test file: a fresh in-memory PGlite, or the PostgreSQL of DATABASE_URL (shared
 * by the files; migrated under an advisory lock, so files starting together are safe). Every
 * statement goes through the tenancy guard: a query of an organization's rows that does not name
 * the organization fails the test that makes it. Tests isolate themselves with fresh organizations.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const handle = await openDatabase({
      databaseUrl: process.env.DATABASE_URL,
      logger: tenancyGuard(),
    });
    await migrateDatabase(handle);
    afterAll(() => handle.close());
    return handle;
  })();
  return shared;
}
